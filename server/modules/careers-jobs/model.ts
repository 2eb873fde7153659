/** A job's values and the rules on them: its reference and slug, what an edit sets, what publishing needs. */
import type { jobs } from '../../db/schema.js';
import { endOfDay } from '../../lib/dates.js';
import type { JobInput } from './schemas.js';
import { JOB_REQUIRED_TO_PUBLISH, salaryRangeInverted, type JobRequiredField } from '../../../common/job-rules.js';

export type JobRow = typeof jobs.$inferSelect;
/** What the administrator edits: every column but identity, status and timestamps. */
export type JobValues = Omit<JobRow, 'id' | 'reference' | 'slug' | 'status' | 'postedAt' | 'createdAt' | 'updatedAt'>;

export const REFERENCE_PREFIX = 'TRH';

/** `TRH/2026/014`: the prefix, the year and a number counted per year. */
export const formatReference = (year: number, seq: number) => `${REFERENCE_PREFIX}/${year}/${String(seq).padStart(3, '0')}`;

/** A URL-safe slug of the title ending with the reference, so it is unique: `staff-nurse-trh-2026-014`. */
export function slugFor(title: string, reference: string): string {
  const simplify = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const head = simplify(title).slice(0, 80).replace(/-+$/, '');
  return [head, simplify(reference)].filter(Boolean).join('-');
}

/** The column values of an edited job: everything the form sends, with the closing moment derived from the date. */
export function valuesOf(input: JobInput): JobValues {
  const closingDate = input.closingDate ?? null;
  return {
    title: input.title.trim(),
    department: input.department ?? null,
    location: input.location?.trim() || null,
    employmentType: input.employmentType ?? null,
    workingPattern: input.workingPattern ?? null,
    grade: input.grade?.trim() ?? '',
    salaryMin: input.salaryMin ?? null,
    salaryMax: input.salaryMax ?? null,
    salaryCurrency: input.salaryCurrency ?? 'KES',
    posts: input.posts ?? 1,
    summary: input.summary?.trim() ?? '',
    description: input.description?.trim() ?? '',
    duties: cleanList(input.duties),
    essentialCriteria: cleanList(input.essentialCriteria),
    desirableCriteria: cleanList(input.desirableCriteria),
    documentsRequired: [...new Set(input.documentsRequired ?? [])],
    closingDate,
    closesAt: closingDate ? endOfDay(closingDate) : null,
    referenceStage: input.referenceStage ?? 'after_offer',
  };
}

const cleanList = (items: string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);

/** A reason a job cannot be saved or published: its refusal code, the field and English words (for a missing field, its name). */
export interface JobProblem {
  code: 'field_required' | 'salary_range_inverted' | 'closing_date_past';
  field: keyof JobValues;
  message: string;
}

/** The problems in English: "Fill in the department, location. The closing date must be today or later." */
export function problemsText(problems: JobProblem[]): string {
  const missing = problems.filter((p) => p.code === 'field_required').map((p) => p.message);
  const others = problems.filter((p) => p.code !== 'field_required').map((p) => p.message);
  return [...(missing.length ? [`Fill in the ${missing.join(', ')}.`] : []), ...others].join(' ');
}

/** Problems that hold for every write: a salary range upside down. */
export function rangeProblem(values: Pick<JobValues, 'salaryMin' | 'salaryMax'>): JobProblem | null {
  const { salaryMin, salaryMax } = values;
  return salaryRangeInverted(salaryMin, salaryMax)
    ? { code: 'salary_range_inverted', field: 'salaryMin', message: 'The minimum salary must not be more than the maximum salary.' }
    : null;
}

/** How a missing field is named in the English of a refusal. */
const REQUIRED_NAMES: Record<JobRequiredField, string> = {
  department: 'department',
  location: 'location',
  employmentType: 'employment type',
  workingPattern: 'working pattern',
  summary: 'summary',
  description: 'description',
  salaryMin: 'minimum salary',
  salaryMax: 'maximum salary',
  closingDate: 'closing date',
};
const REQUIRED: [keyof JobValues, string][] = [['title', 'title'], ...JOB_REQUIRED_TO_PUBLISH.map((field): [keyof JobValues, string] => [field, REQUIRED_NAMES[field]])];

/**
 * What stands between a job and the public board; empty when it may be open. A job that has been
 * public (closed) keeps its required fields but may have a past closing date: `futureClosing` false.
 */
export function publishProblems(job: JobValues, now = new Date(), futureClosing = true): JobProblem[] {
  const problems: JobProblem[] = REQUIRED.filter(([key]) => job[key] == null || job[key] === '').map(([field, label]) => ({
    code: 'field_required',
    field,
    message: label,
  }));
  const range = rangeProblem(job);
  if (range) problems.push(range);
  if (futureClosing && job.closesAt && job.closesAt.getTime() <= now.getTime()) {
    problems.push({ code: 'closing_date_past', field: 'closingDate', message: 'The closing date must be today or later.' });
  }
  return problems;
}

/** The editable values of a stored job (to copy or re-check it). */
export const valuesOfRow = (row: JobRow): JobValues => ({
  title: row.title,
  department: row.department,
  location: row.location,
  employmentType: row.employmentType,
  workingPattern: row.workingPattern,
  grade: row.grade,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  salaryCurrency: row.salaryCurrency,
  posts: row.posts,
  summary: row.summary,
  description: row.description,
  duties: row.duties,
  essentialCriteria: row.essentialCriteria,
  desirableCriteria: row.desirableCriteria,
  documentsRequired: row.documentsRequired,
  closingDate: row.closingDate,
  closesAt: row.closesAt,
  referenceStage: row.referenceStage,
});
