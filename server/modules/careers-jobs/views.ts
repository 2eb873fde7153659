/** A stored job as each audience sees it: administrators (`toJob`), the public board and the job page. */
import type { Job } from './schemas.js';
import { valuesOfRow, type JobRow } from './model.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A job as administrators see it. */
export function toJob(row: JobRow): Job {
  const { closesAt, ...values } = valuesOfRow(row);
  return {
    id: row.id,
    reference: row.reference,
    slug: row.slug,
    ...values,
    postedAt: iso(row.postedAt),
    closesAt: iso(closesAt),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether applications to the job may be made now: it is open and its closing moment is ahead. */
export const isOpenNow = (row: JobRow, now = Date.now()) => row.status === 'open' && row.closesAt !== null && row.closesAt.getTime() > now;

/** A job on the public board: open while its closing moment is ahead, closed after it. */
export function toPublicSummary(row: JobRow, now = Date.now()) {
  const open = isOpenNow(row, now);
  return {
    id: row.id,
    reference: row.reference,
    slug: row.slug,
    title: row.title,
    department: row.department!,
    location: row.location ?? '',
    employmentType: row.employmentType!,
    workingPattern: row.workingPattern!,
    grade: row.grade,
    salaryMin: row.salaryMin ?? 0,
    salaryMax: row.salaryMax ?? 0,
    salaryCurrency: row.salaryCurrency,
    posts: row.posts,
    summary: row.summary,
    postedAt: (row.postedAt ?? row.createdAt).toISOString(),
    closingDate: row.closingDate ?? '',
    closesAt: (row.closesAt ?? row.updatedAt).toISOString(),
    status: open ? ('open' as const) : ('closed' as const),
  };
}
export type PublicJobSummary = ReturnType<typeof toPublicSummary>;

export function toPublicJob(row: JobRow, now = Date.now()) {
  return {
    ...toPublicSummary(row, now),
    description: row.description,
    duties: row.duties,
    essentialCriteria: row.essentialCriteria,
    desirableCriteria: row.desirableCriteria,
    documentsRequired: row.documentsRequired,
    updatedAt: row.updatedAt.toISOString(),
  };
}
