import { Type, type Static } from '@sinclair/typebox';
import { AUDIENCES, COMPLIANCE_STATUSES, PROBLEM_SOURCES } from '../../../common/accessibility-statement.js';
import { CONTACT_PREFERENCES, FEEDBACK_KINDS, FEEDBACK_LIMITS, FEEDBACK_STATUSES } from '../../../common/accessibility-feedback.js';
import { EMAIL_PATTERN } from '../../../common/account-rules.js';
import { LOCALES } from '../../../common/locales.js';
import { filterOf, idParams, oneOf, Page, PerPage, searchQuery } from '../../lib/list-query.js';
import { DateString, DateTime, Line, NonBlankParagraphs, Nullable, Paragraphs, ref, Title } from '../../lib/schema.js';

const LocalizedSchema = Type.Object(Object.fromEntries(LOCALES.map((l) => [l, Type.String({ minLength: 1 })])) as Record<(typeof LOCALES)[number], ReturnType<typeof Type.String>>, {
  $id: 'LocalizedText',
  description: 'The same text in each of the portal’s languages',
  additionalProperties: false,
});

export const KnownProblemSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    source: oneOf(PROBLEM_SOURCES, { description: 'audit: found by a person; axe: by the automated checks; user: reported by someone' }),
    criteria: Type.Array(Type.String({ pattern: '^\\d\\.\\d\\.\\d{1,2}$' }), { description: 'WCAG 2.2 success criteria' }),
    routes: Type.Array(Type.String({ pattern: '^/' }), { description: 'Route patterns or path prefixes it affects' }),
    axeRules: Type.Array(Type.String(), { description: 'The axe rules whose violations on those routes it accounts for' }),
    affects: ref(LocalizedSchema),
    workaround: ref(LocalizedSchema),
    fixBy: Nullable(DateString({ description: 'When it will be fixed; null when no date can be promised yet' })),
  },
  { $id: 'KnownProblem', additionalProperties: false },
);

const FindingSchema = Type.Object(
  {
    rule: Type.String(),
    impact: Nullable(Type.String()),
    criteria: Type.Array(Type.String()),
    occurrences: Type.Integer({ minimum: 1, description: 'How many checks (skins × languages × states) found it' }),
  },
  { $id: 'AxeFinding' },
);

export const RouteEvidenceSchema = Type.Object(
  {
    route: Type.String(),
    skins: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    checks: Type.Integer({ minimum: 0 }),
    violations: Type.Array(ref(FindingSchema)),
    needsReview: Type.Array(ref(FindingSchema), { description: 'What axe could not decide (its "incomplete" results): a person must review it' }),
  },
  { $id: 'RouteEvidence' },
);

/** accessibility/statement.yaml's statements, as a person wrote them. */
export const StatementSourceSchema = Type.Object(
  {
    audience: oneOf(AUDIENCES),
    scope: Type.Array(Type.String({ pattern: '^/' }), { minItems: 1 }),
    status: oneOf(COMPLIANCE_STATUSES, { description: 'Set by a person: fully, partially or not compliant with the standard' }),
    prepared: DateString(),
    lastReviewed: DateString(),
    reviewedBy: Type.String({ minLength: 1 }),
    canDo: Type.Array(ref(LocalizedSchema)),
    problems: Type.Array(ref(KnownProblemSchema)),
    outOfScope: Type.Array(ref(LocalizedSchema)),
  },
  { additionalProperties: false },
);

export const StatementFileSchema = Type.Object(
  { organisation: Type.String({ minLength: 1 }), standard: Type.String({ minLength: 1 }), statements: Type.Array(StatementSourceSchema, { minItems: 2, maxItems: 2 }) },
  { additionalProperties: false },
);

export const EvidenceSchema = Type.Object(
  {
    testedAt: DateTime(),
    axeCoreVersion: Type.String(),
    commit: Nullable(Type.String()),
    routes: Type.Array(ref(RouteEvidenceSchema)),
  },
  { $id: 'AccessibilityEvidence' },
);

export const AccessibilityStatementSchema = Type.Object(
  {
    organisation: Type.String(),
    standard: Type.String(),
    contact: Type.Object({
      email: Type.String(),
      replyWorkingDays: Type.Integer({ minimum: 1, description: 'The working days within which the hospital promises a reply' }),
    }),
    enforcement: Type.Object({ body: Type.String(), url: Type.String() }),
    statements: Type.Array(
      Type.Object({
        ...StatementSourceSchema.properties,
        evidence: Type.Array(ref(RouteEvidenceSchema), { description: 'The routes of this statement the browser tests checked with axe' }),
      }),
    ),
    evidence: Type.Object({ testedAt: DateTime(), axeCoreVersion: Type.String(), commit: Nullable(Type.String()) }),
  },
  { $id: 'AccessibilityStatement' },
);
export type AccessibilityStatement = Static<typeof AccessibilityStatementSchema>;

export const AccessibilityFeedbackInputSchema = Type.Object(
  {
    kind: oneOf(FEEDBACK_KINDS, { description: 'problem: report a problem; adjustment: ask for an adjustment; format: ask for the application in another format' }),
    message: NonBlankParagraphs(FEEDBACK_LIMITS.message),
    format: Type.Optional(Line(FEEDBACK_LIMITS.format, { description: 'The format asked for (large print, paper, Braille, audio, easy read...)' })),
    page: Type.Optional(Line(FEEDBACK_LIMITS.page, { description: 'The page or job it is about' })),
    name: Title(FEEDBACK_LIMITS.name),
    email: Line(FEEDBACK_LIMITS.email, { pattern: EMAIL_PATTERN.source }),
    phone: Type.Optional(Line(FEEDBACK_LIMITS.phone, { pattern: '^[0-9+() .-]{0,40}$' })),
    contactPreference: oneOf(CONTACT_PREFERENCES),
    locale: oneOf(LOCALES, { description: 'The language of the acknowledgement' }),
  },
  { $id: 'AccessibilityFeedbackInput', additionalProperties: false },
);
export type AccessibilityFeedbackInput = Static<typeof AccessibilityFeedbackInputSchema>;

export const AccessibilityFeedbackReceiptSchema = Type.Object(
  {
    reference: Type.String({ examples: ['A11Y-000042'] }),
    replyWorkingDays: Type.Integer({ minimum: 1 }),
  },
  { $id: 'AccessibilityFeedbackReceipt' },
);

export const AccessibilityFeedbackSchema = Type.Object(
  {
    id: Type.Integer(),
    reference: Type.String(),
    kind: oneOf(FEEDBACK_KINDS),
    message: Type.String(),
    format: Nullable(Type.String()),
    page: Nullable(Type.String()),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    contactPreference: oneOf(CONTACT_PREFERENCES),
    locale: Type.String(),
    status: oneOf(FEEDBACK_STATUSES),
    createdAt: DateTime(),
    handledAt: Nullable(DateTime()),
    handledBy: Nullable(Type.String({ description: 'The name of who marked it handled' })),
    handledNote: Nullable(Type.String()),
  },
  { $id: 'AccessibilityFeedback' },
);
export type AccessibilityFeedback = Static<typeof AccessibilityFeedbackSchema>;

export const AccessibilityFeedbackQuerySchema = Type.Object(
  {
    q: searchQuery('reference, name, e-mail or message'),
    status: filterOf(FEEDBACK_STATUSES, 'Only open or handled items'),
    kind: filterOf(FEEDBACK_KINDS, 'Only this kind'),
    page: Type.Optional(Page()),
    perPage: Type.Optional(PerPage()),
  },
  { $id: 'AccessibilityFeedbackQuery', additionalProperties: false },
);
export type AccessibilityFeedbackQuery = Static<typeof AccessibilityFeedbackQuerySchema>;

export const AccessibilityFeedbackListSchema = Type.Object(
  {
    items: Type.Array(ref(AccessibilityFeedbackSchema)),
    total: Type.Integer({ minimum: 0 }),
    statusCounts: Type.Object({ open: Type.Integer({ minimum: 0 }), handled: Type.Integer({ minimum: 0 }) }),
  },
  { $id: 'AccessibilityFeedbackList' },
);

export const AccessibilityFeedbackIdParamsSchema = idParams('id', 'AccessibilityFeedbackIdParams');

export const ResolveAccessibilityFeedbackSchema = Type.Object(
  { note: Type.Optional(Paragraphs(FEEDBACK_LIMITS.note, { description: 'What was done (kept with the item)' })) },
  { $id: 'ResolveAccessibilityFeedback', additionalProperties: false },
);

export const careersAccessibilitySchemas = [
  LocalizedSchema,
  KnownProblemSchema,
  FindingSchema,
  RouteEvidenceSchema,
  AccessibilityStatementSchema,
  AccessibilityFeedbackInputSchema,
  AccessibilityFeedbackReceiptSchema,
  AccessibilityFeedbackSchema,
  AccessibilityFeedbackQuerySchema,
  AccessibilityFeedbackListSchema,
  AccessibilityFeedbackIdParamsSchema,
  ResolveAccessibilityFeedbackSchema,
];
