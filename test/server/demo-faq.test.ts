import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

type Faq = Record<string, { icon: string; title: string; subtitle: string; qandA: { question: string; ans: string }[] }>;

let api: DemoApi;
const faq = async (query = '') => (await api.get(`/api/faq/data${query}`)).json() as Faq;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo FAQ', () => {
  it('gives every category keyed by id, each with questions and answers', async () => {
    const all = await faq();
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(5);
    for (const category of Object.values(all)) {
      expect(category).toMatchObject({ icon: expect.any(String), title: expect.any(String), subtitle: expect.any(String) });
      expect(category.qandA.length).toBeGreaterThan(0);
    }
  });

  it('q keeps only matching questions (case-insensitive) and drops categories without a match', async () => {
    const all = await faq();
    const found = await faq('?q=ORDER');
    const expected = Object.entries(all).flatMap(([id, c]) => (c.qandA.some((qa) => qa.question.toLowerCase().includes('order')) ? [id] : []));
    expect(Object.keys(found).sort()).toEqual(expected.sort());
    expect(Object.keys(found).length).toBeLessThan(Object.keys(all).length);
    expect(Object.values(found).every((c) => c.qandA.every((qa) => qa.question.toLowerCase().includes('order')))).toBe(true);
    expect(await faq('?q=zzzz-nothing')).toEqual({});
    expect(await faq('?q=')).toEqual(all);
  });

  it('only searches the question text, and refuses huge searches', async () => {
    const anAnswerWord = Object.values(await faq())[0]!.qandA[0]!.ans.split(' ')[3]!;
    const found = await faq(`?q=${encodeURIComponent(anAnswerWord)}`);
    expect(Object.values(found).every((c) => c.qandA.every((qa) => qa.question.toLowerCase().includes(anAnswerWord.toLowerCase())))).toBe(true);
    expectError(await api.get(`/api/faq/data?q=${HUGE}`), 400);
  });
});
