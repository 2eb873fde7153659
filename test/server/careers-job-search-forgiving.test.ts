import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * The board forgives how people type (issue "Job search"): synonyms and abbreviations, department
 * and site names, and misspellings, on the demo jobs. PGlite here, PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;

async function search(query: string) {
  const res = await t.app.inject({ url: `/api/careers/jobs?perPage=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { jobs: { title: string }[]; total: number; correctedQuery?: string };
  return { titles: body.jobs.map((j) => j.title), correctedQuery: body.correctedQuery };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Each query, the jobs it must find and the jobs it must not. */
const TABLE: { query: string; finds: string[]; not: string[] }[] = [
  { query: 'q=ICU', finds: ['Registered Nurse – Critical Care Unit'], not: ['ICT Support Technician', 'Phlebotomist'] },
  { query: 'q=intensive%20care', finds: ['Registered Nurse – Critical Care Unit'], not: ['Phlebotomist'] },
  { query: 'q=Pharmacy', finds: ['Clinical Pharmacist – Oncology', 'Pharmaceutical Technologist'], not: ['Registered Nurse – Critical Care Unit'] },
  { query: 'q=theatre', finds: ['Senior House Officer – General Surgery'], not: ['Phlebotomist', 'Sonographer'] },
  { query: 'q=midwife', finds: ['Nurse Midwife – Labour Ward', 'Locum Obstetrician and Gynaecologist'], not: ['Consultant Anaesthetist'] },
  { query: 'q=Mother%20and%20Child%20Hospital', finds: ['Paediatric Nurse – Children’s Ward', 'Nurse Midwife – Labour Ward'], not: ['Clinical Pharmacist – Oncology'] },
  { query: 'q=pharmacie&lang=fr', finds: ['Clinical Pharmacist – Oncology', 'Pharmaceutical Technologist'], not: ['Phlebotomist'] },
  { query: 'q=r%C3%A9animation&lang=fr', finds: ['Registered Nurse – Critical Care Unit'], not: ['Phlebotomist'] },
  { query: 'q=Hebamme&lang=de', finds: ['Nurse Midwife – Labour Ward'], not: ['Phlebotomist'] },
  { query: 'q=farm%C3%A1cia&lang=pt', finds: ['Clinical Pharmacist – Oncology'], not: ['Sonographer'] },
  { query: 'q=icu%20nurse', finds: ['Registered Nurse – Critical Care Unit'], not: ['Theatre Nurse – Main Operating Theatres', 'Nurse Educator – School of Nursing'] },
];

describe('the board forgives how people type', () => {
  it.each(TABLE)('$query', async ({ query, finds, not }) => {
    const { titles, correctedQuery } = await search(query);
    expect(correctedQuery).toBeUndefined();
    for (const title of finds) expect(titles, `${query} must find ${title}`).toContain(title);
    for (const title of not) expect(titles, `${query} must not find ${title}`).not.toContain(title);
  });

  it('answers a misspelling with the results of the closest words, and says so', async () => {
    const { titles, correctedQuery } = await search('q=nurce');
    expect(correctedQuery).toBe('nurse');
    expect(titles).toContain('Registered Nurse – Critical Care Unit');
    expect(titles).not.toContain('Phlebotomist');
    const two = await search('q=pharmacst%20oncolgy');
    expect(two.correctedQuery).toBe('pharmacist oncology');
    expect(two.titles).toEqual(['Clinical Pharmacist – Oncology']);
  });

  it('keeps the words as typed when asked (exact=true), and corrects nothing that has no close word', async () => {
    expect(await search('q=nurce&exact=true')).toEqual({ titles: [], correctedQuery: undefined });
    expect(await search('q=xqzvw')).toEqual({ titles: [], correctedQuery: undefined });
    // Words that find jobs the filters leave out are not misspelt: nothing to correct.
    expect(await search('q=nurse&department=ict')).toEqual({ titles: [], correctedQuery: undefined });
  });

  it('takes a query in the web-search syntax as it is (no widening of quoted words)', async () => {
    const { titles } = await search('q=%22ICU%22');
    expect(titles).not.toContain('Registered Nurse – Critical Care Unit');
  });
});
