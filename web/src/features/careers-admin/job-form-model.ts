import { msg } from '@lingui/core/macro';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import type { FieldErrors, FormMessage } from '../../components/form-state';
import { schemaErrors } from '../../lib/typebox-resolver';
import { closesBefore, JOB_LIMITS, JOB_REQUIRED_TO_PUBLISH, JobFormRulesSchema, salaryRangeInverted } from '../../../../common/job-rules';
import { type Job, type JobInput, type JobStatus } from './vocabulary';
import { DEPARTMENT_LABELS, DOCUMENT_KIND_LABELS, EMPLOYMENT_TYPE_LABELS, keysOf, SITE_LABELS, WORKING_PATTERN_LABELS } from '../../lib/careers-vocabulary';
import { problemText, type ApiProblem } from '../../lib/api-errors';
import { ADMIN_REFUSALS } from './refusals';
import { JOB_REFERENCE_STAGES } from '../../../../common/reference-rules';

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
  'referenceStage',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];
export type JobFormValues = Record<JobField, string>;

/** Lists are edited one entry per line; required documents as a comma-separated list of kinds. */
const LIST_FIELDS: readonly JobField[] = ['duties', 'essentialCriteria', 'desirableCriteria'];

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
  referenceStage: 'after_offer',
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
    referenceStage: job.referenceStage,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const oneOf = <K extends string>(keys: readonly K[], value: string): K | null => (keys.includes(value as K) ? (value as K) : null);
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The closing date and the texts as the API and the rules both read them: texts trimmed, lists by line, no closing date as null. */
const closingDateAndTexts = (values: JobFormValues) => ({
  closingDate: values.closingDate || null,
  summary: values.summary.trim(),
  description: values.description.trim(),
  duties: lines(values.duties),
  essentialCriteria: lines(values.essentialCriteria),
  desirableCriteria: lines(values.desirableCriteria),
});

/** The documents chosen, as the list the form keeps. */
export const documentsOf = (values: JobFormValues) => values.documentsRequired.split(',').filter((kind) => oneOf(keysOf(DOCUMENT_KIND_LABELS), kind));

/** What the API receives: the whole job (PUT replaces every editable field). */
export function toJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    department: oneOf(keysOf(DEPARTMENT_LABELS), values.department),
    location: oneOf(keysOf(SITE_LABELS), values.location),
    employmentType: oneOf(keysOf(EMPLOYMENT_TYPE_LABELS), values.employmentType),
    workingPattern: oneOf(keysOf(WORKING_PATTERN_LABELS), values.workingPattern),
    grade: values.grade.trim(),
    salaryMin: whole(values.salaryMin),
    salaryMax: whole(values.salaryMax),
    salaryCurrency: values.salaryCurrency.trim().toUpperCase() || 'KES',
    posts: whole(values.posts) ?? 1,
    ...closingDateAndTexts(values),
    documentsRequired: documentsOf(values) as JobInput['documentsRequired'],
    referenceStage: oneOf(JOB_REFERENCE_STAGES, values.referenceStage) ?? 'after_offer',
  };
}

const REQUIRED_MESSAGES: Partial<Record<JobField, FormMessage>> = {
  title: msg`Enter a job title.`,
  department: msg`Choose a department.`,
  location: msg`Choose a site.`,
  employmentType: msg`Choose an employment type.`,
  workingPattern: msg`Choose a working pattern.`,
  salaryMin: msg`Enter the minimum salary.`,
  salaryMax: msg`Enter the maximum salary.`,
  closingDate: msg`Choose a closing date.`,
  summary: msg`Enter a summary.`,
  description: msg`Enter a description.`,
};
const SALARY_INVERTED = msg`The maximum salary must be at least the minimum salary.`;
const CLOSING_PAST = msg`To publish the job, the closing date must be today or later.`;

/** The form's values as the rules in common/job-rules.ts read them: text trimmed, numbers read (or left as typed), lists by line, empty as null. */
function checkedValues(values: JobFormValues) {
  const amount = (text: string) => (text.trim() === '' ? null : /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text);
  return {
    title: values.title.trim(),
    grade: values.grade.trim(),
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    salaryCurrency: values.salaryCurrency.trim().toUpperCase(),
    posts: amount(values.posts),
    ...closingDateAndTexts(values),
  };
}

// The limits by the names the messages give them (translators see `{maxTitle}`).
const { titleMin: minTitle, title: maxTitle, grade: maxGrade, summary: maxSummary, listItems: maxLines, listItem: maxLine, postsMin: minPosts, postsMax: maxPosts } = JOB_LIMITS;
const NOT_ACCEPTED = msg`This value is not accepted. Check it and try again.`;
const TOO_LONG: Partial<Record<JobField, FormMessage>> = {
  title: msg`The job title must be at most ${maxTitle} characters.`,
  grade: msg`The grade must be at most ${maxGrade} characters.`,
  summary: msg`The summary must be at most ${maxSummary} characters.`,
  description: msg`The description must be at most 10,000 characters.`,
};
/** Fields whose every refusal means one thing: the value could not be read as asked. */
const UNREADABLE: Partial<Record<JobField, FormMessage>> = {
  salaryMin: msg`Enter the minimum salary as a whole number.`,
  salaryMax: msg`Enter the maximum salary as a whole number.`,
  salaryCurrency: msg`Enter a three-letter currency code, such as KES.`,
  posts: msg`Enter a number of posts from ${minPosts} to ${maxPosts}.`,
  closingDate: msg`Enter a real closing date, in the format shown.`,
};

/** The words for a rule of the schema a field breaks (`name` is the field, or one entry of a list: `duties.3`). */
function ruleMessage(field: JobField, name: string, error: ValueError): FormMessage {
  if (field === 'title' && error.type === ValueErrorType.StringMinLength) return error.value === '' ? REQUIRED_MESSAGES.title! : msg`The job title must be at least ${minTitle} characters.`;
  if (LIST_FIELDS.includes(field)) {
    if (name === field) return msg`Enter at most ${maxLines} lines.`;
    return error.type === ValueErrorType.StringMaxLength ? msg`Each line must be at most ${maxLine} characters.` : NOT_ACCEPTED;
  }
  if (error.type === ValueErrorType.StringMaxLength && TOO_LONG[field]) return TOO_LONG[field];
  return UNREADABLE[field] ?? NOT_ACCEPTED;
}

export interface ValidateOptions {
  /** The job will be open after this save (publishing, or editing an open job): every required field and a closing date today or later. */
  opening: boolean;
  /** The job has been public (closed): the required fields stay required, the date may be past. */
  wasPublic: boolean;
  /** Today, `YYYY-MM-DD` (local). */
  today: string;
}

/**
 * The checks the server makes (the schema and publishing rules of common/job-rules.ts), made first
 * so the administrator sees every problem at once.
 */
export function validateJob(values: JobFormValues, { opening, wasPublic, today }: ValidateOptions): FieldErrors<JobField> {
  const errors: FieldErrors<JobField> = {};
  const checked = checkedValues(values);
  for (const [name, error] of schemaErrors(JobFormRulesSchema, checked)) {
    const field = name.split('.')[0] as JobField;
    errors[field] ??= ruleMessage(field, name, error);
  }
  if (opening || wasPublic) {
    for (const field of JOB_REQUIRED_TO_PUBLISH) if (!values[field].trim()) errors[field] ??= REQUIRED_MESSAGES[field];
  }
  const { salaryMin, salaryMax } = checked;
  if (!errors.salaryMin && !errors.salaryMax && typeof salaryMin !== 'string' && typeof salaryMax !== 'string' && salaryRangeInverted(salaryMin, salaryMax)) {
    errors.salaryMax = SALARY_INVERTED;
  }
  if (opening && !errors.closingDate && values.closingDate && closesBefore(values.closingDate, today)) errors.closingDate = CLOSING_PAST;
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
    else if (code === 'salary_range_inverted') fields.salaryMax = SALARY_INVERTED;
    else if (code === 'closing_date_past') fields.closingDate = CLOSING_PAST;
    else if (code === 'invalid_input' && isField(field?.split('.')[0])) fields[field!.split('.')[0] as JobField] = NOT_ACCEPTED;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, form: placed ? null : problemText(problem, ADMIN_REFUSALS) };
}
