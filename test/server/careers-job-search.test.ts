import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../server/db/raw-rows.js';
import { wordFormsMatch } from '../../server/modules/careers-jobs/repo.js';
import { inDays, publishableJob } from './careers-helpers.js';

/** Word forms in the four languages of the portal, with PostgreSQL's text search (PGlite here, PostgreSQL with TEST_DATABASE_URL). */
let t: TestApp;
let admin: Record<string, string>;

const titles = async (query: string) => {
  const res = await t.app.inject({ url: `/api/careers/jobs?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().jobs as { title: string }[]).map((j) => j.title);
};

async function publish(title: string, summary: string) {
  const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob(title, inDays(20), { summary }) });
  expect(created.statusCode, created.body).toBe(201);
  const res = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${created.json().id}/publish`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  await publish('Infirmier ou infirmière en soins intensifs', 'Poste à l’hôpital de jour.');
  await publish('Gesundheits- und Krankenpfleger Intensivstation', 'Pflege auf der Intensivstation.');
  await publish('Enfermeiro de cuidados intensivos', 'Vaga no hospital de dia.');
});
afterAll(async () => t?.close());

describe('job search understands word forms', () => {
  it('finds the nurse jobs for "nurses", in English by default', async () => {
    const found = await titles('q=nurses');
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(found.every((title) => /nurs/i.test(title))).toBe(true);
    expect(found).toContain('Registered Nurse – Critical Care Unit');
    expect(await titles('q=radiographers')).toEqual(['Radiographer – CT and MRI']);
    expect(await titles('q=pharmacists%20oncology')).toEqual(['Clinical Pharmacist – Oncology']);
  });

  it('reads the words by the rules of the chosen language', async () => {
    expect(await titles('q=infirmi%C3%A8res&lang=fr')).toEqual(['Infirmier ou infirmière en soins intensifs']);
    // The French job by its words; the English one by its department's French name (Soins infirmiers).
    expect(await titles('q=infirmiers&lang=fr')).toEqual(['Infirmier ou infirmière en soins intensifs', 'Registered Nurse – Critical Care Unit']);
    expect(await titles('q=Krankenpflegern%20Intensivstationen&lang=de')).toEqual(['Gesundheits- und Krankenpfleger Intensivstation']);
    expect(await titles('q=enfermeiros&lang=pt')).toEqual(['Enfermeiro de cuidados intensivos']);
    expect(await titles('q=enfermeiras&lang=pt')).toEqual(['Enfermeiro de cuidados intensivos']);
    // English words are found whatever the language of the page.
    expect(await titles('q=radiographers&lang=de')).toEqual(['Radiographer – CT and MRI']);
  });

  it('still finds parts of words and references, and survives stop words and operators', async () => {
    expect(await titles('q=radiog')).toEqual(['Radiographer – CT and MRI']);
    // Only stop words: no word forms to look for, only the parts-of-words search answers.
    expect((await t.app.inject({ url: '/api/careers/jobs?q=the%20and%20of&lang=fr' })).statusCode).toBe(200);
    const odd = await t.app.inject({ url: `/api/careers/jobs?q=${encodeURIComponent('nurse" or -( !! & | :*')}` });
    expect(odd.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/careers/jobs?q=nurse&lang=xx' })).statusCode).toBe(400);
  });

  it('the same words with other filters, sorts and pages answer as a first search does, and a job published since is found', async () => {
    // The words' matches are kept for the next search with other filters (public-answers.ts textMatches).
    const first = await titles('q=radiographer&sort=title');
    expect(first).toEqual(['Radiographer – CT and MRI']);
    expect(await titles('q=radiographer&sort=closing&perPage=5')).toEqual(first);
    expect(await titles('q=radiographer&department=nursing')).toEqual([]);
    // A new job changes the board: the kept matches go with the old one.
    await publish('Radiographer – Mammography', 'Breast screening unit.');
    expect(await titles('q=radiographer&sort=title&perPage=7')).toEqual(['Radiographer – CT and MRI', 'Radiographer – Mammography']);
  });

  it('the administrators’ list understands word forms too', async () => {
    const res = await t.app.inject({ url: '/api/careers/admin/jobs?q=pharmacists&perPage=100', headers: admin });
    expect(res.statusCode).toBe(200);
    const found = (res.json().jobs as { title: string }[]).map((j) => j.title);
    expect(found).toContain('Clinical Pharmacist – Oncology');
  });

  it('uses the text search index of the migration', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rawRows<{ 'QUERY PLAN': string }>(tx as never, sql`explain select id from jobs where ${wordFormsMatch('nurses', 'fr')}`);
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('jobs_search_idx');
  });
});
