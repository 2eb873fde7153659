import { Type, type Static } from '@sinclair/typebox';
import { DateString, DateTime, Line, Nullable, ref } from '../../lib/schema.js';
import { oneOf, pageAnswer, sortDescQuery } from '../../lib/list-query.js';
import { AUDIT_OUTCOMES } from '../../../common/staff-access.js';

/** The audit log over HTTP: its search (filters, sort, page) and its rows as staff read them. */

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, description, examples: [1] });

export const AuditOutcomeSchema = Type.Unsafe<(typeof AUDIT_OUTCOMES)[number]>({
  type: 'string',
  enum: [...AUDIT_OUTCOMES],
  $id: 'AuditOutcome',
  description: 'allowed: done; denied: refused (the attempt is recorded all the same)',
});

/** `subject.verb`, or a prefix ending with a dot (`application.`) that matches every verb of a subject. */
export const AUDIT_ACTION_PATTERN = '^[a-z][a-z0-9_]*(\\.[a-z0-9_]*)*$';

/** The filters the list and the CSV export share. */
const filterFields = {
  applicationId: Type.Optional(Id('Only the events about this application')),
  actorId: Type.Optional(Id('Only what this person did (their account id)')),
  action: Type.Optional(
    Type.String({
      maxLength: 80,
      pattern: AUDIT_ACTION_PATTERN,
      description: "An action (`application.status_changed`), or a prefix ending with a dot (`application.`) for every action of a subject",
      examples: ['application.'],
    }),
  ),
  outcome: Type.Optional(oneOf(AUDIT_OUTCOMES, { description: 'allowed or denied' })),
  from: Type.Optional(DateString({ description: "On or after this day (the server's time zone)" })),
  to: Type.Optional(DateString({ description: "On or before this day (the server's time zone); not before `from`" })),
  q: Type.Optional(Line(200, { description: "Words to find in the actor's name (as recorded)" })),
};

export const AUDIT_SORTS = ['at', 'actor', 'action', 'outcome'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const AuditEventQuerySchema = Type.Object(
  {
    ...filterFields,
    sortBy: Type.Optional(oneOf(AUDIT_SORTS, { default: 'at', description: "When (the default), the actor's name, the action or the outcome; then newest first" })),
    sortDesc: sortDescQuery(true),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { $id: 'AuditEventQuery' },
);
export type AuditEventQuery = Static<typeof AuditEventQuerySchema>;

export const AuditExportQuerySchema = Type.Object(
  { ...filterFields, sortDesc: sortDescQuery(true) },
  { $id: 'AuditExportQuery', description: 'The filters of the list; the export is in time order (newest first unless sortDesc is false), every page' },
);
export type AuditExportQuery = Static<typeof AuditExportQuerySchema>;
/** What the list and the export filter on. */
export type AuditFilters = Omit<AuditExportQuery, 'sortDesc'>;

export const AuditActorSchema = Type.Object(
  {
    id: Nullable(Type.Integer({ description: 'The account; null for the system (scheduled work)' })),
    name: Nullable(Type.String({ description: 'Their name as recorded at the time (else as it is now); null for the system' })),
    role: Nullable(Type.String({ description: "Their role at the time: a staff role, 'applicant' or 'system'" })),
    deactivated: Type.Boolean({ description: 'The staff account is deactivated now (shown struck through)' }),
  },
  { $id: 'AuditActor' },
);

export const AuditEventSchema = Type.Object(
  {
    id: Type.Integer(),
    at: DateTime(),
    actor: ref(AuditActorSchema),
    action: Type.String({ description: '`subject.verb`', examples: ['application.status_changed'] }),
    subjectType: Type.String({ examples: ['Application'] }),
    subjectId: Nullable(Type.String()),
    applicationId: Nullable(Type.Integer()),
    jobId: Nullable(Type.Integer()),
    fields: Nullable(Type.Array(Type.String(), { description: 'The fields read or changed, where that matters' })),
    outcome: ref(AuditOutcomeSchema),
    detail: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'Anything else kept with the event (from/to status, reason, the filters of an export)' })),
    requestId: Nullable(Type.String()),
    ip: Nullable(Type.String()),
  },
  { $id: 'AuditEvent' },
);
export type AuditEventEntry = Static<typeof AuditEventSchema>;

export const AuditEventListSchema = Type.Object(
  {
    items: Type.Array(ref(AuditEventSchema)),
    ...pageAnswer(),
  },
  { $id: 'AuditEventList' },
);

export const careersAuditSchemas = [AuditOutcomeSchema, AuditEventQuerySchema, AuditExportQuerySchema, AuditActorSchema, AuditEventSchema, AuditEventListSchema];
