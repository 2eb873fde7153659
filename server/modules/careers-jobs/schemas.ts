import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateString, DateTime, Line, literals, Nullable, ref } from '../../lib/schema.js';
import { languageQuery, oneOf, Page, pageAnswer, PerPage, sortDescQuery } from '../../lib/list-query.js';
import { JOB_FIELD_RULES as rules, JOB_LIMITS } from '../../../common/job-rules.js';
import { JOB_REFERENCE_STAGES } from '../../../common/reference-rules.js';
import {
  DepartmentSchema,
  DocumentKindSchema,
  EmploymentTypeSchema,
  inline,
  JobStatusSchema,
  SiteSchema,
  vocabularySchemas,
  WorkingPatternSchema,
} from './vocabulary.js';

/** The language the words of `q` are in, for their word forms (the text is searched in English too). */
const SearchLanguage = () =>
  languageQuery('Language of the words in q: plurals and other word forms are found by that language\'s rules (and English\'s)');
const Filter = <T extends TSchema>(item: T, description: string) =>
  Type.Optional(Type.Array(item, { maxItems: 20, description: `${description}; repeat the parameter to match any of several values` }));

/** Fields every public job answer has (list items and the job page). */
const publicSummaryFields = {
  id: Type.Integer(),
  reference: Type.String({ examples: ['TRH/2026/014'] }),
  slug: Type.String({ examples: ['staff-nurse-critical-care-trh-2026-014'] }),
  title: Type.String(),
  department: ref(DepartmentSchema),
  location: Type.String({ description: 'The site: a key (Site) the SPA translates, or the text of a site written before sites were a vocabulary' }),
  employmentType: ref(EmploymentTypeSchema),
  workingPattern: ref(WorkingPatternSchema),
  grade: Type.String({ description: 'Empty when the post has no grade' }),
  salaryMin: Type.Integer({ description: 'Gross monthly salary, lower end' }),
  salaryMax: Type.Integer({ description: 'Gross monthly salary, upper end' }),
  salaryCurrency: Type.String({ examples: ['KES'] }),
  posts: Type.Integer({ description: 'Number of posts' }),
  summary: Type.String(),
  postedAt: DateTime(),
  closingDate: Type.String({ format: 'date', description: 'Last day to apply (server time zone)' }),
  closesAt: Type.String({ format: 'date-time', description: 'The end of the closing date: the job closes by itself then' }),
  status: Type.Union(literals(['open', 'closed'] as const)),
};

const detailFields = {
  description: Type.String(),
  duties: Type.Array(Type.String()),
  essentialCriteria: Type.Array(Type.String()),
  desirableCriteria: Type.Array(Type.String()),
  documentsRequired: Type.Array(ref(DocumentKindSchema)),
};

export const PublicJobSummarySchema = Type.Object(publicSummaryFields, { $id: 'PublicJobSummary', description: 'An open job in the public list' });
export const PublicJobSchema = Type.Object(
  {
    ...publicSummaryFields,
    ...detailFields,
    updatedAt: DateTime(),
    nameBlind: Type.Boolean({ description: 'Applications are shortlisted without the applicant\'s name and personal details (name-blind)' }),
  },
  { $id: 'PublicJob', description: 'The whole vacancy; a closed job is still shown, with status closed' },
);

export const FacetValueSchema = Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) }, { $id: 'FacetValue' });
export const JobFacetsSchema = Type.Object(
  {
    department: Type.Array(ref(FacetValueSchema)),
    location: Type.Array(ref(FacetValueSchema)),
    employmentType: Type.Array(ref(FacetValueSchema)),
    workingPattern: Type.Array(ref(FacetValueSchema)),
  },
  {
    $id: 'JobFacets',
    description:
      'For each filter, every value open jobs have, with the number of open jobs that match the search and the other active filters',
  },
);

export const PublicJobListSchema = Type.Object(
  {
    jobs: Type.Array(ref(PublicJobSummarySchema)),
    ...pageAnswer(),
    facets: ref(JobFacetsSchema),
    correctedQuery: Type.Optional(
      Type.String({ description: 'The words searched instead of q, which found nothing: q with its misspellings corrected ("showing results for …"). Ask again with exact=true for q itself.' }),
    ),
  },
  { $id: 'PublicJobList' },
);

export const PublicJobQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Line(200, {
        description:
          'Words to find in the title, summary, reference, department or site, in any of their forms ("nurses" finds "nurse"), with their hospital synonyms ("ICU" finds "critical care"), or parts of words',
      }),
    ),
    lang: SearchLanguage(),
    department: Filter(inline.department(), 'Department'),
    location: Filter(Line(120), 'Site (its key; a site named in any language is understood too)'),
    employmentType: Filter(inline.employmentType(), 'Employment type'),
    workingPattern: Filter(inline.workingPattern(), 'Working pattern'),
    sort: Type.Optional(Type.Union(literals(['newest', 'closing', 'title'] as const), { default: 'newest' })),
    page: Type.Optional(Page()),
    perPage: Type.Optional(PerPage()),
    exact: Type.Optional(Type.Boolean({ default: false, description: 'Search q as typed: no misspelling correction when its words find nothing' })),
  },
  { $id: 'PublicJobQuery' },
);
export type PublicJobQuery = Static<typeof PublicJobQuerySchema>;

/** A search without its sort and page: what a job alert saves, and gives back to the search. */
export const JobSearchCriteriaSchema = Type.Pick(PublicJobQuerySchema, ['q', 'lang', 'department', 'location', 'employmentType', 'workingPattern'], {
  $id: 'JobSearchCriteria',
  additionalProperties: false,
  description: 'The criteria of a search of the board (as its URL has them): words, language of the words, and the filters',
});

export const DepartmentCountListSchema = Type.Object(
  {
    departments: Type.Array(Type.Object({ department: ref(DepartmentSchema), openJobs: Type.Integer({ minimum: 0 }) })),
  },
  { $id: 'DepartmentCountList', description: 'Every department, in a fixed order, with its number of open jobs' },
);

export const JobIdOrSlugParamsSchema = Type.Object(
  { idOrSlug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9-]+$', examples: ['12', 'staff-nurse-critical-care-trh-2026-014'] }) },
  { $id: 'JobIdOrSlugParams' },
);

// ----- administration ------------------------------------------------------------------------

export const JobReferenceStageSchema = Type.Union(literals(JOB_REFERENCE_STAGES), {
  $id: 'JobReferenceStage',
  description: 'When references are requested: after_offer (default: once the conditional offer is made; earlier only with the pre-offer questionnaire, chosen explicitly) or before_interview (from shortlisting on, pre-offer questionnaire only)',
});

const editableFields = {
  title: rules.title,
  department: Type.Optional(Nullable(ref(DepartmentSchema))),
  location: Type.Optional(Nullable(ref(SiteSchema))),
  employmentType: Type.Optional(Nullable(ref(EmploymentTypeSchema))),
  workingPattern: Type.Optional(Nullable(ref(WorkingPatternSchema))),
  grade: Type.Optional(rules.grade),
  salaryMin: Type.Optional(Nullable(rules.salary)),
  salaryMax: Type.Optional(Nullable(rules.salary)),
  salaryCurrency: Type.Optional(rules.salaryCurrency),
  posts: Type.Optional(rules.posts),
  summary: Type.Optional(rules.summary),
  description: Type.Optional(rules.description),
  duties: Type.Optional(rules.duties),
  essentialCriteria: Type.Optional(rules.essentialCriteria),
  desirableCriteria: Type.Optional(rules.desirableCriteria),
  documentsRequired: Type.Optional(Type.Array(ref(DocumentKindSchema), { maxItems: JOB_LIMITS.documents, uniqueItems: true })),
  closingDate: Type.Optional(Nullable(DateString({ description: 'Last day to apply; the job closes at the end of it (server time zone)' }))),
  referenceStage: Type.Optional(ref(JobReferenceStageSchema)),
};

export const JobInputSchema = Type.Object(editableFields, {
  $id: 'JobInput',
  description: 'A job as the administrator edits it; a draft needs only a title, publishing needs the rest',
});
export type JobInput = Static<typeof JobInputSchema>;

export const JobSchema = Type.Object(
  {
    id: Type.Integer(),
    reference: Type.String({ examples: ['TRH/2026/014'] }),
    slug: Type.String(),
    title: Type.String(),
    department: Nullable(ref(DepartmentSchema)),
    location: Nullable(Type.String({ description: 'The site: a key (Site), or the text of a site written before sites were a vocabulary' })),
    employmentType: Nullable(ref(EmploymentTypeSchema)),
    workingPattern: Nullable(ref(WorkingPatternSchema)),
    grade: Type.String(),
    salaryMin: Nullable(Type.Integer()),
    salaryMax: Nullable(Type.Integer()),
    salaryCurrency: Type.String(),
    posts: Type.Integer(),
    summary: Type.String(),
    ...detailFields,
    postedAt: Nullable(DateTime()),
    closingDate: Nullable(Type.String({ format: 'date' })),
    closesAt: Nullable(DateTime()),
    status: ref(JobStatusSchema),
    referenceStage: ref(JobReferenceStageSchema),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'Job', description: 'A job in any status, as administrators see it' },
);
export type Job = Static<typeof JobSchema>;

export const ADMIN_JOB_SORTS = ['createdAt', 'updatedAt', 'closingDate', 'title'] as const;

export const AdminJobQuerySchema = Type.Object(
  {
    q: Type.Optional(Line(200, { description: 'Words to find in the title, summary or reference, in any of their forms, or parts of words' })),
    lang: SearchLanguage(),
    status: Filter(inline.jobStatus(), 'Status'),
    department: Filter(inline.department(), 'Department'),
    location: Filter(Line(120), 'Site (its key; a site named in any language is understood too)'),
    employmentType: Filter(inline.employmentType(), 'Employment type'),
    workingPattern: Filter(inline.workingPattern(), 'Working pattern'),
    sortBy: Type.Optional(oneOf(ADMIN_JOB_SORTS, { default: 'createdAt', description: 'Created, last changed, closing date (jobs without one last) or title' })),
    sortDesc: sortDescQuery(true),
    page: Type.Optional(Page()),
    perPage: Type.Optional(PerPage()),
  },
  { $id: 'AdminJobQuery' },
);
export type AdminJobQuery = Static<typeof AdminJobQuerySchema>;

export const AdminJobListSchema = Type.Object(
  {
    jobs: Type.Array(ref(JobSchema)),
    ...pageAnswer(),
    statusCounts: Type.Object(
      { draft: Type.Integer(), open: Type.Integer(), closed: Type.Integer(), archived: Type.Integer() },
      { description: 'Jobs per status under the other filters' },
    ),
  },
  { $id: 'AdminJobList' },
);

export const JobIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { $id: 'JobIdParams' });

export const careersJobsSchemas = [
  ...vocabularySchemas,
  PublicJobSummarySchema,
  PublicJobSchema,
  FacetValueSchema,
  JobFacetsSchema,
  PublicJobListSchema,
  PublicJobQuerySchema,
  JobSearchCriteriaSchema,
  DepartmentCountListSchema,
  JobIdOrSlugParamsSchema,
  JobReferenceStageSchema,
  JobInputSchema,
  JobSchema,
  AdminJobQuerySchema,
  AdminJobListSchema,
  JobIdParamsSchema,
];
