/**
 * Inserts N generated vacancies (for the benchmark's 2,000-job board, or to try the admin list
 * with volume). Deterministic: the same N gives the same jobs. Most are open, one in twenty is a
 * draft and one in twenty closed.
 *
 *   tsx scripts/seed-jobs.ts 2000     # into the database of DATA_DIR / DATABASE_URL
 *
 * or, from code (the bench setup): `await seedManyJobs(app.db, 2000)`.
 */
import { faker } from '@faker-js/faker';
import type { Database } from '../server/db/connection.js';
import { runSeedCli } from './seed-cli.js';
import { refreshStatistics } from '../server/db/statistics.js';
import { DEMO_JOBS, insertNumberedJobs, seedJobValues } from '../server/modules/careers-jobs/seed.js';
import { SITES } from '../common/careers-vocabulary.js';

const FOCUS = [
  'Accident and Emergency',
  'Cardiology',
  'Oncology',
  'Renal Unit',
  'Outpatients',
  'Orthopaedics',
  'Neurology',
  'Maternity',
  'Newborn Unit',
  'Theatre',
  'Community Outreach',
  'Night Service',
];

/** Inserts `n` generated jobs into `db`; returns how many. The public board cache is invalidated. */
export async function seedManyJobs(db: Database, n: number, seed = 2026): Promise<number> {
  faker.seed(seed);
  const now = new Date();
  const jobs = Array.from({ length: n }, (_, i) => {
    const base = faker.helpers.arrayElement(DEMO_JOBS);
    const status = i % 20 === 0 ? 'draft' : i % 20 === 1 ? 'closed' : 'open';
    const days = faker.number.int({ min: 1, max: 90 });
    const low = Math.round((base.salary[0] * faker.number.float({ min: 0.9, max: 1.1 })) / 1000) * 1000;
    return seedJobValues(
      {
        ...base,
        title: `${base.title.split(' – ')[0]} – ${faker.helpers.arrayElement(FOCUS)}`,
        location: faker.helpers.arrayElement(SITES),
        posts: faker.number.int({ min: 1, max: 8 }),
        salary: [low, low + (base.salary[1] - base.salary[0])],
        closesInDays: status === 'closed' ? -days : days,
        postedDaysAgo: faker.number.int({ min: 0, max: 60 }),
        status,
      },
      now,
    );
  });
  const inserted = await insertNumberedJobs(db, jobs);
  await refreshStatistics(db);
  return inserted;
}

runSeedCli(import.meta.url, { what: 'jobs', defaultCount: 2000, maxCount: 1_000_000, seed: seedManyJobs });
