import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from '../../../common/account-rules.js';
import { LOCALES } from '../../../common/locales.js';
import { ALERT_FREQUENCIES, ALERT_STATUSES } from '../../db/schema.js';
import { idParams, oneOf } from '../../lib/list-query.js';
import { DateTime, Line, Nullable, ref, Str } from '../../lib/schema.js';
import { JobSearchCriteriaSchema } from '../careers-jobs/index.js';

export const ALERT_NAME_MAX = 80;

export const AlertFrequencySchema = Type.Unsafe<(typeof ALERT_FREQUENCIES)[number]>({
  type: 'string',
  enum: [...ALERT_FREQUENCIES],
  $id: 'AlertFrequency',
  description: 'daily or weekly, sent at the configured local hour of the hospital (weekly: on the configured day)',
});

export const AlertStatusSchema = Type.Unsafe<(typeof ALERT_STATUSES)[number]>({
  type: 'string',
  enum: [...ALERT_STATUSES],
  $id: 'AlertStatus',
  description: 'pending: waiting for the e-mailed confirmation (visitors); active; paused; unsubscribed',
});

const AlertName = () => Line(ALERT_NAME_MAX, { minLength: 1, description: 'A name the applicant recognises, in the e-mail subject', examples: ['Nursing, Nairobi'] });

export const JobAlertSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    criteria: ref(JobSearchCriteriaSchema),
    frequency: ref(AlertFrequencySchema),
    status: ref(AlertStatusSchema),
    locale: oneOf(LOCALES),
    email: Type.String({ description: 'Where the alert is sent' }),
    lastSentAt: Nullable(DateTime()),
    createdAt: DateTime(),
  },
  { $id: 'JobAlert' },
);
export type JobAlert = Static<typeof JobAlertSchema>;

export const JobAlertListSchema = Type.Object(
  {
    alerts: Type.Array(ref(JobAlertSchema)),
    emailJobAlerts: Type.Boolean({ description: 'The master switch of the account settings ("E-mail me about new vacancies"): off, no alert is sent' }),
  },
  { $id: 'JobAlertList' },
);

export const CreateJobAlertSchema = Type.Object(
  {
    name: AlertName(),
    criteria: ref(JobSearchCriteriaSchema),
    frequency: ref(AlertFrequencySchema),
    locale: Type.Optional(oneOf(LOCALES, { description: 'The language of its e-mails (a signed-in applicant: the account\'s when absent)' })),
    email: Type.Optional(Str.email({ pattern: EMAIL_PATTERN.source, description: 'A visitor\'s address (required without a sign-in; ignored with one: the account\'s is used)', examples: ['jane.doe@example.org'] })),
  },
  { $id: 'CreateJobAlert', additionalProperties: false },
);
export type CreateJobAlert = Static<typeof CreateJobAlertSchema>;

export const CreatedJobAlertSchema = Type.Object(
  {
    status: ref(AlertStatusSchema),
    message: Type.String(),
    alert: Type.Optional(ref(JobAlertSchema)),
  },
  { $id: 'CreatedJobAlert', description: 'A signed-in applicant\'s alert (active, with the alert); a visitor\'s answer is the same whatever the address (pending, no alert)' },
);

const ManageToken = () => Str.token({ pattern: '^[A-Za-z0-9_-]+$', description: 'The token of an alert e-mail\'s links' });

export const UpdateJobAlertSchema = Type.Object(
  {
    name: Type.Optional(AlertName()),
    criteria: Type.Optional(ref(JobSearchCriteriaSchema)),
    frequency: Type.Optional(ref(AlertFrequencySchema)),
    paused: Type.Optional(Type.Boolean({ description: 'true pauses the alert, false resumes it (an unsubscribed one too)' })),
    token: Type.Optional(ManageToken()),
  },
  { $id: 'UpdateJobAlert', additionalProperties: false, description: 'The owner signed in, or `token` from one of the alert\'s e-mails' },
);
export type UpdateJobAlert = Static<typeof UpdateJobAlertSchema>;

export const JobAlertIdParamsSchema = idParams('id', 'JobAlertIdParams');

export const JobAlertTokenQuerySchema = Type.Object({ token: ManageToken() }, { $id: 'JobAlertTokenQuery' });

export const ConfirmJobAlertSchema = Type.Object({ token: ManageToken() }, { $id: 'ConfirmJobAlert', additionalProperties: false });

/** RFC 8058's body (`List-Unsubscribe=One-Click`, form-encoded), or nothing. */
export const UnsubscribeBodySchema = Type.Union(
  [Type.Object({ 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) }), Type.Null()],
  { $id: 'UnsubscribeBody', description: 'What mail clients send (application/x-www-form-urlencoded `List-Unsubscribe=One-Click`); a JSON body or none does the same' },
);

export const JobAlertFeedbackSchema = Type.Object(
  {
    useful: Type.Boolean({ description: 'Was the e-mail useful?' }),
    comment: Type.Optional(Line(500, { description: 'What would make it better' })),
    token: Type.Optional(ManageToken()),
  },
  { $id: 'JobAlertFeedback', additionalProperties: false },
);
export type JobAlertFeedback = Static<typeof JobAlertFeedbackSchema>;

export const careersAlertsSchemas = [
  AlertFrequencySchema,
  AlertStatusSchema,
  JobAlertSchema,
  JobAlertListSchema,
  CreateJobAlertSchema,
  CreatedJobAlertSchema,
  UpdateJobAlertSchema,
  JobAlertIdParamsSchema,
  JobAlertTokenQuerySchema,
  ConfirmJobAlertSchema,
  UnsubscribeBodySchema,
  JobAlertFeedbackSchema,
];
