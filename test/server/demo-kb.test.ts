import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo knowledge base', () => {
  type Landing = { id: number; category: string; title: string; desc: string; icon: string; questionCount: number; matches: { id: number; question: string; slug: string }[] }[];
  type CategoryPage = { category: { category: string; title: string }; sections: { id: number; title: string; questions: { id: number; question: string; slug: string }[] }[] };
  const landing = async (query = '') => (await api.get(`/api/kb/data/knowledge_base${query}`)).json() as Landing;
  const category = async (slug: string) => (await api.get(`/api/kb/data/category?category=${encodeURIComponent(slug)}`)).json() as CategoryPage;

  it('lists the categories with their question counts; q keeps those whose title, description or a question matches', async () => {
    const all = await landing();
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const entry of all) {
      expect(entry.matches).toEqual([]);
      const page = await category(entry.category);
      expect(page.sections.flatMap((s) => s.questions)).toHaveLength(entry.questionCount);
    }
    const found = await landing('?q=PASSWORD');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    for (const entry of found) {
      expect(entry.matches.length).toBeGreaterThan(0);
      expect(entry.matches.every((m) => m.question.toLowerCase().includes('password'))).toBe(true);
    }
    const byTitle = await landing(`?q=${encodeURIComponent(all[2]!.title.toUpperCase())}`);
    expect(byTitle.map((e) => e.category)).toContain(all[2]!.category);
    expect(await landing('?q=zzzz-nothing')).toEqual([]);
  });

  it('each category page has its own sections and questions', async () => {
    const [first, second] = await landing();
    const a = await category(first!.category);
    const b = await category(second!.category);
    expect(a.category).toMatchObject({ category: first!.category, title: first!.title });
    expect(b.category).toMatchObject({ category: second!.category, title: second!.title });
    expect(a.sections.map((s) => s.title)).not.toEqual(b.sections.map((s) => s.title));
    const ids = [...a.sections, ...b.sections].flatMap((s) => s.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each question has its own article, in its category, with related questions of that category', async () => {
    const [first] = await landing();
    const page = await category(first!.category);
    const [one, two] = page.sections[0]!.questions;
    const article = async (slug: string) => (await api.get(`/api/kb/data/question?category=${first!.category}&slug=${slug}`)).json();
    const a = await article(one!.slug);
    const b = await article(two!.slug);
    expect(a).toMatchObject({ id: one!.id, title: one!.question, category: { category: first!.category, title: first!.title }, lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(b.title).toBe(two!.question);
    expect(a.content).not.toBe(b.content);
    expect(a.content).toContain('<p>');
    const inCategory = page.sections.flatMap((s) => s.questions.map((q) => q.slug));
    expect(a.relatedQuestions.length).toBeGreaterThan(0);
    expect(a.relatedQuestions.every((r: { slug: string }) => inCategory.includes(r.slug) && r.slug !== one!.slug)).toBe(true);
  });

  it('stored article HTML is sanitised: links that open a new tab get rel=noopener, no script or handler', async () => {
    const [first] = await landing();
    const page = await category(first!.category);
    const slug = page.sections[0]!.questions[0]!.slug;
    const { content } = (await api.get(`/api/kb/data/question?category=${first!.category}&slug=${slug}`)).json();
    expect(content).toMatch(/<a href="https:\/\/example.com\/help" target="_blank" rel="noopener noreferrer">/);
    expect(content).not.toMatch(/<script|\son\w+=/i);
  });

  it('unknown categories and questions are 404, a question of another category too; missing or hostile parameters are 400', async () => {
    const [first, second] = await landing();
    const inFirst = (await category(first!.category)).sections.flatMap((s) => s.questions.map((q) => q.slug));
    const slugOfSecond = (await category(second!.category)).sections.flatMap((s) => s.questions.map((q) => q.slug)).find((slug) => !inFirst.includes(slug));
    expect(slugOfSecond).toBeDefined();
    expectError(await api.get('/api/kb/data/category?category=no-such-category'), 404);
    expectError(await api.get(`/api/kb/data/question?category=no-such-category&slug=${slugOfSecond}`), 404);
    expectError(await api.get(`/api/kb/data/question?category=${first!.category}&slug=no-such-question`), 404);
    expectError(await api.get(`/api/kb/data/question?category=${first!.category}&slug=${slugOfSecond}`), 404);
    for (const url of [
      '/api/kb/data/category',
      '/api/kb/data/category?category=',
      `/api/kb/data/category?category=${HUGE}`,
      '/api/kb/data/category?category=a%00b',
      `/api/kb/data/question?category=${first!.category}`,
      `/api/kb/data/question?slug=${slugOfSecond}`,
      `/api/kb/data/question?category=${first!.category}&slug=${HUGE}`,
      `/api/kb/data/knowledge_base?q=${HUGE}`,
      '/api/kb/data/knowledge_base?q=a%07b',
    ]) {
      expectError(await api.get(url), 400);
    }
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['/api/faq/data', '/api/kb/data/knowledge_base', '/api/kb/data/category?category=api-questions', '/api/kb/data/question?category=api-questions&slug=x']) {
      await expectGuarded(api, 'GET', url);
    }
  });
});
