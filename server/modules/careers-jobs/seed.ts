import type { Database } from '../../db/connection.js';
import { dateInDays, endOfDay } from '../../lib/dates.js';
import { publicBoard } from './cache.js';
import { formatReference, slugFor } from './model.js';
import { countJobs, insertJobRows, nextReferenceSeq, type NewJob } from './repo.js';
import { CLINICAL_JOBS, type SeedJob } from './seed-jobs-clinical.js';
import { SERVICE_JOBS } from './seed-jobs-services.js';

export type { NewJob };

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
    await insertJobRows(db, batch);
  }
  await publicBoard(db).invalidate();
  return items.length;
}

export const DEMO_JOBS: SeedJob[] = [...CLINICAL_JOBS, ...SERVICE_JOBS];

/** The demo vacancies, inserted once: only into a database that has no job yet. */
export async function seedDemoJobs(db: Database): Promise<number> {
  if ((await countJobs(db)) > 0) return 0;
  const now = new Date();
  return insertNumberedJobs(db, DEMO_JOBS.map((job) => seedJobValues(job, now)));
}
