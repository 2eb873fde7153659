import { count } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { jobs } from '../../db/schema.js';
import { dateInDays, endOfDay } from '../careers-shared/text.js';
import { publicBoard } from './cache.js';
import { formatReference, slugFor } from './model.js';
import { nextReferenceSeq } from './repo.js';
import { SEED_JOBS, type SeedJob } from './seed-data.js';
import { MORE_SEED_JOBS } from './seed-data-more.js';

export type NewJob = Omit<typeof jobs.$inferInsert, 'id' | 'reference' | 'slug'>;

const DAY = 86_400_000;

/** The columns of a seed vacancy, its dates counted from `now`. */
export function seedJobValues(job: SeedJob, now = new Date()): NewJob {
  const closingDate = job.closesInDays === null ? null : dateInDays(job.closesInDays, now);
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    employmentType: job.employmentType,
    workingPattern: job.workingPattern,
    grade: job.grade,
    salaryMin: job.salary[0],
    salaryMax: job.salary[1],
    salaryCurrency: 'KES',
    posts: job.posts,
    summary: job.summary,
    description: job.description,
    duties: job.duties,
    essentialCriteria: job.essential,
    desirableCriteria: job.desirable,
    documentsRequired: job.documents,
    closingDate,
    closesAt: closingDate ? endOfDay(closingDate) : null,
    postedAt: job.status === 'draft' ? null : new Date(now.getTime() - job.postedDaysAgo * DAY),
    status: job.status,
    createdAt: new Date(now.getTime() - job.postedDaysAgo * DAY - DAY),
  };
}

/** Inserts jobs in batches, numbering their references on from the year's highest one; returns how many. */
export async function insertNumberedJobs(db: Database, items: NewJob[]): Promise<number> {
  const year = new Date().getFullYear();
  let seq = await nextReferenceSeq(db, year);
  for (let i = 0; i < items.length; i += 500) {
    const batch = items.slice(i, i + 500).map((item) => {
      const reference = formatReference(year, seq++);
      return { ...item, reference, slug: slugFor(item.title, reference) };
    });
    await db.insert(jobs).values(batch);
  }
  await publicBoard(db).invalidate();
  return items.length;
}

export const DEMO_JOBS: SeedJob[] = [...SEED_JOBS, ...MORE_SEED_JOBS];

/** The demo vacancies, inserted once: only into a database that has no job yet. */
export async function seedDemoJobs(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs);
  if (Number(row?.n ?? 0) > 0) return 0;
  const now = new Date();
  return insertNumberedJobs(db, DEMO_JOBS.map((job) => seedJobValues(job, now)));
}
