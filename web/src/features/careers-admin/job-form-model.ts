import { msg } from '@lingui/core/macro';
import type { FieldErrors, FormMessage } from '../../components/form-state';
import { type Job, type JobInput, type JobStatus } from './vocabulary';
import { DEPARTMENT_LABELS, DOCUMENT_KIND_LABELS, EMPLOYMENT_TYPE_LABELS, keysOf, WORKING_PATTERN_LABELS } from '../../lib/careers-vocabulary';
import { problemText, type ApiProblem } from '../../lib/api-errors';
import { ADMIN_REFUSALS } from './refusals';

/** The fields of the job form, in the order they are shown (the error summary follows it). */
export const JOB_FIELDS = [
  'title',
  'department',
  'location',
  'employmentType',
  'workingPattern',
  'grade',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'posts',
  'closingDate',
  'summary',
  'description',
  'duties',
  'essentialCriteria',
  'desirableCriteria',
  'documentsRequired',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];
export type JobFormValues = Record<JobField, string>;

/** Lists are edited one entry per line; required documents as a comma-separated list of kinds. */
const LIST_FIELDS = ['duties', 'essentialCriteria', 'desirableCriteria'] as const;

export const LIMITS = { title: 160, location: 120, grade: 60, summary: 600, description: 10_000, listItem: 500, listItems: 40 } as const;

/** Fields a job needs before it is published (and keeps once it has been). */
export const REQUIRED_TO_PUBLISH: readonly JobField[] = [
  'department',
  'location',
  'employmentType',
  'workingPattern',
  'salaryMin',
  'salaryMax',
  'closingDate',
  'summary',
  'description',
];

export const EMPTY_JOB: JobFormValues = {
  title: '',
  department: '',
  location: '',
  employmentType: '',
  workingPattern: '',
  grade: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'KES',
  posts: '1',
  closingDate: '',
  summary: '',
  description: '',
  duties: '',
  essentialCriteria: '',
  desirableCriteria: '',
  documentsRequired: 'cv',
};

export function valuesOfJob(job: Job): JobFormValues {
  const number = (n: number | null) => (n === null ? '' : String(n));
  return {
    title: job.title,
    department: job.department ?? '',
    location: job.location ?? '',
    employmentType: job.employmentType ?? '',
    workingPattern: job.workingPattern ?? '',
    grade: job.grade,
    salaryMin: number(job.salaryMin),
    salaryMax: number(job.salaryMax),
    salaryCurrency: job.salaryCurrency,
    posts: String(job.posts),
    closingDate: job.closingDate ?? '',
    summary: job.summary,
    description: job.description,
    duties: job.duties.join('\n'),
    essentialCriteria: job.essentialCriteria.join('\n'),
    desirableCriteria: job.desirableCriteria.join('\n'),
    documentsRequired: job.documentsRequired.join(','),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const oneOf = <K extends string>(keys: readonly K[], value: string): K | null => (keys.includes(value as K) ? (value as K) : null);
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The documents chosen, as the list the form keeps. */
export const documentsOf = (values: JobFormValues) => values.documentsRequired.split(',').filter((kind) => oneOf(keysOf(DOCUMENT_KIND_LABELS), kind));

/** What the API receives: the whole job (PUT replaces every editable field). */
export function toJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    department: oneOf(keysOf(DEPARTMENT_LABELS), values.department),
    location: values.location.trim() || null,
    employmentType: oneOf(keysOf(EMPLOYMENT_TYPE_LABELS), values.employmentType),
    workingPattern: oneOf(keysOf(WORKING_PATTERN_LABELS), values.workingPattern),
    grade: values.grade.trim(),
    salaryMin: whole(values.salaryMin),
    salaryMax: whole(values.salaryMax),
    salaryCurrency: values.salaryCurrency.trim().toUpperCase() || 'KES',
    posts: whole(values.posts) ?? 1,
    closingDate: values.closingDate || null,
    summary: values.summary.trim(),
    description: values.description.trim(),
    duties: lines(values.duties),
    essentialCriteria: lines(values.essentialCriteria),
    desirableCriteria: lines(values.desirableCriteria),
    documentsRequired: documentsOf(values) as JobInput['documentsRequired'],
  };
}

const REQUIRED_MESSAGES: Partial<Record<JobField, FormMessage>> = {
  title: msg`Enter a job title.`,
  department: msg`Choose a department.`,
  location: msg`Enter the site.`,
  employmentType: msg`Choose an employment type.`,
  workingPattern: msg`Choose a working pattern.`,
  salaryMin: msg`Enter the minimum salary.`,
  salaryMax: msg`Enter the maximum salary.`,
  closingDate: msg`Choose a closing date.`,
  summary: msg`Enter a summary.`,
  description: msg`Enter a description.`,
};

export interface ValidateOptions {
  /** The job will be open after this save (publishing, or editing an open job): every required field and a closing date today or later. */
  opening: boolean;
  /** The job has been public (closed): the required fields stay required, the date may be past. */
  wasPublic: boolean;
  /** Today, `YYYY-MM-DD` (local). */
  today: string;
}

/** The checks the server makes, made first so the administrator sees every problem at once. */
export function validateJob(values: JobFormValues, { opening, wasPublic, today }: ValidateOptions): FieldErrors<JobField> {
  const errors: FieldErrors<JobField> = {};
  const title = values.title.trim();
  if (!title) errors.title = REQUIRED_MESSAGES.title;
  else if (title.length < 3) errors.title = msg`The job title must be at least 3 characters.`;
  else if (title.length > LIMITS.title) errors.title = msg`The job title must be at most 160 characters.`;

  if (opening || wasPublic) {
    for (const field of REQUIRED_TO_PUBLISH) if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  if (values.location.trim().length > LIMITS.location) errors.location = msg`The site must be at most 120 characters.`;
  if (values.grade.trim().length > LIMITS.grade) errors.grade = msg`The grade must be at most 60 characters.`;

  const min = whole(values.salaryMin);
  const max = whole(values.salaryMax);
  if (values.salaryMin.trim() && (min === null || min > 1_000_000_000)) errors.salaryMin = msg`Enter the minimum salary as a whole number.`;
  if (values.salaryMax.trim() && (max === null || max > 1_000_000_000)) errors.salaryMax = msg`Enter the maximum salary as a whole number.`;
  else if (min !== null && max !== null && min > max) errors.salaryMax = msg`The maximum salary must be at least the minimum salary.`;
  if (!/^[A-Za-z]{3}$/.test(values.salaryCurrency.trim())) errors.salaryCurrency = msg`Enter a three-letter currency code, such as KES.`;

  const posts = whole(values.posts);
  if (posts === null || posts < 1 || posts > 1000) errors.posts = msg`Enter a number of posts from 1 to 1000.`;

  if (values.closingDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.closingDate)) errors.closingDate = msg`Enter a real closing date, in the format shown.`;
  else if (opening && values.closingDate && values.closingDate < today) errors.closingDate = msg`To publish the job, the closing date must be today or later.`;

  if (values.summary.trim().length > LIMITS.summary) errors.summary = msg`The summary must be at most 600 characters.`;
  if (values.description.trim().length > LIMITS.description) errors.description = msg`The description must be at most 10,000 characters.`;
  for (const field of LIST_FIELDS) {
    const items = lines(values[field]);
    if (items.length > LIMITS.listItems) errors[field] = msg`Enter at most 40 lines.`;
    else if (items.some((item) => item.length > LIMITS.listItem)) errors[field] = msg`Each line must be at most 500 characters.`;
  }
  return errors;
}

/** Whether this save leaves the job open (so it must be complete, closing today or later). */
export const opensAfterSave = (status: JobStatus | null, publishing: boolean) => publishing || status === 'open';

/**
 * Places a refusal of the jobs API next to the fields it is about, by code and field (never by its
 * English): every missing field of a publication, the salary range, the closing date, a field the
 * schema refused. What names no field of the form goes to the form's summary (`form`).
 */
export function serverErrors(problem: ApiProblem): { fields: FieldErrors<JobField>; form: FormMessage | null } {
  const fields: FieldErrors<JobField> = {};
  const isField = (name: string | undefined): name is JobField => (JOB_FIELDS as readonly string[]).includes(name ?? '');
  for (const { code, field } of problem.problems ?? [{ code: problem.code, field: problem.field }]) {
    if (code === 'field_required' && isField(field)) fields[field] = REQUIRED_MESSAGES[field] ?? msg`Fill in this field.`;
    else if (code === 'salary_range_inverted') fields.salaryMax = msg`The maximum salary must be at least the minimum salary.`;
    else if (code === 'closing_date_past') fields.closingDate = msg`To publish the job, the closing date must be today or later.`;
    else if (code === 'invalid_input' && isField(field?.split('.')[0])) fields[field!.split('.')[0] as JobField] = msg`This value is not accepted. Check it and try again.`;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, form: placed ? null : problemText(problem, ADMIN_REFUSALS) };
}
