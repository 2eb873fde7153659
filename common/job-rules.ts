// Builders imported one by one (not the `Type` namespace): the SPA bundles only these.
import { Array as ArrayOf, Integer, Null, Object as ObjectOf, String as StringOf, Union, type TSchema } from '@sinclair/typebox';
import { Line, Name, Paragraphs } from './text-rules.js';

/**
 * The rules of a job as administrators edit it, shared by the jobs API's body schema
 * (server/modules/careers-jobs/schemas.ts, authoritative) and the job form (early feedback).
 */
export const JOB_LIMITS = {
  titleMin: 3,
  title: 160,
  grade: 60,
  summary: 600,
  description: 10_000,
  listItem: 500,
  listItems: 40,
  documents: 5,
  salary: 1_000_000_000,
  postsMin: 1,
  postsMax: 1000,
} as const;

const TextList = (description: string) => ArrayOf(Line(JOB_LIMITS.listItem), { maxItems: JOB_LIMITS.listItems, description });
const OrNull = <T extends TSchema>(schema: T) => Union([schema, Null()]);

/** The rules of each field the administrator types (the choices come from fixed lists). */
export const JOB_FIELD_RULES = {
  title: Name(JOB_LIMITS.title, { minLength: JOB_LIMITS.titleMin }),
  grade: Name(JOB_LIMITS.grade),
  /** Gross monthly salary, a whole number (both ends of the range). */
  salary: Integer({ minimum: 0, maximum: JOB_LIMITS.salary }),
  salaryCurrency: StringOf({ pattern: '^[A-Z]{3}$', maxLength: 3, default: 'KES' }),
  posts: Integer({ minimum: JOB_LIMITS.postsMin, maximum: JOB_LIMITS.postsMax, default: 1 }),
  summary: Paragraphs(JOB_LIMITS.summary),
  description: Paragraphs(JOB_LIMITS.description),
  duties: TextList('Main duties, one per entry'),
  essentialCriteria: TextList('Essential criteria, one per entry'),
  desirableCriteria: TextList('Desirable criteria, one per entry'),
};

const rules = JOB_FIELD_RULES;
/**
 * The job form's values as it checks them: its text trimmed, its numbers read, its lists one
 * entry per line, a field left empty as null (the closing date comes from a date picker).
 */
export const JobFormRulesSchema = ObjectOf({
  title: rules.title,
  grade: rules.grade,
  salaryMin: OrNull(rules.salary),
  salaryMax: OrNull(rules.salary),
  salaryCurrency: rules.salaryCurrency,
  posts: rules.posts,
  closingDate: OrNull(StringOf({ format: 'date' })),
  summary: rules.summary,
  description: rules.description,
  duties: rules.duties,
  essentialCriteria: rules.essentialCriteria,
  desirableCriteria: rules.desirableCriteria,
});

/** What a job needs, besides its title, before it is published (and keeps once it has been), in the order the server names them. */
export const JOB_REQUIRED_TO_PUBLISH = [
  'department',
  'location',
  'employmentType',
  'workingPattern',
  'summary',
  'description',
  'salaryMin',
  'salaryMax',
  'closingDate',
] as const;
export type JobRequiredField = (typeof JOB_REQUIRED_TO_PUBLISH)[number];

/** A salary range upside down (refused on every write). */
export const salaryRangeInverted = (min: number | null | undefined, max: number | null | undefined) => min != null && max != null && min > max;

/** A closing date (`YYYY-MM-DD`) before `today`: an open job cannot have one. */
export const closesBefore = (closingDate: string, today: string) => closingDate < today;
