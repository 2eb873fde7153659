import { Type, type Static } from '@sinclair/typebox';
import { DateString, DateTime, Line, Nullable, Paragraphs, ref, Title } from '../../lib/schema.js';
import { idParams } from '../../lib/list-query.js';
import { Choice } from '../../../common/text-rules.js';
import { ADJUSTMENT_KINDS, ADJUSTMENT_STATUSES, ATTENDANCES, INTERVIEW_MODES, INTERVIEW_OUTCOMES, INVITATION_STATUSES, MAX_GENERATED_SLOTS, SCHEDULING_MODES } from '../../../common/interview-rules.js';

const Id = () => Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
const ClockTime = () => Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5, examples: ['09:00'], description: 'A wall-clock time in the hospital\'s time zone, HH:MM' });

export const InterviewJobIdParamsSchema = idParams('id', 'InterviewJobIdParams');
export const InterviewRoundIdParamsSchema = idParams('id', 'InterviewRoundIdParams');
export const InterviewSlotIdParamsSchema = idParams('id', 'InterviewSlotIdParams');
export const InterviewApplicationIdParamsSchema = idParams('id', 'InterviewApplicationIdParams');

const roundFields = {
  name: Title(120),
  mode: Choice(INTERVIEW_MODES),
  location: Line(300),
  videoUrl: Type.Union([Type.Literal(''), Type.String({ format: 'uri', pattern: '^https://', maxLength: 500 })]),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 480 }),
  schedulingMode: Choice(SCHEDULING_MODES),
  minNoticeHours: Type.Integer({ minimum: 0, maximum: 720 }),
  horizonDays: Type.Integer({ minimum: 1, maximum: 365 }),
  leadId: Nullable(Id()),
  panelIds: Type.Array(Id(), { maxItems: 12, uniqueItems: true }),
};

export const CreateInterviewRoundBodySchema = Type.Object(
  {
    ...roundFields,
    location: Type.Optional(roundFields.location),
    videoUrl: Type.Optional(roundFields.videoUrl),
    schedulingMode: Type.Optional(roundFields.schedulingMode),
    minNoticeHours: Type.Optional(roundFields.minNoticeHours),
    horizonDays: Type.Optional(roundFields.horizonDays),
  },
  { $id: 'CreateInterviewRoundBody', additionalProperties: false },
);
export type CreateInterviewRoundBody = Static<typeof CreateInterviewRoundBodySchema>;

export const UpdateInterviewRoundBodySchema = Type.Partial(Type.Object(roundFields), { $id: 'UpdateInterviewRoundBody', additionalProperties: false, minProperties: 1 });
export type UpdateInterviewRoundBody = Static<typeof UpdateInterviewRoundBodySchema>;

export const InterviewSlotSchema = Type.Object(
  { id: Type.Integer(), startsAt: DateTime(), endsAt: DateTime(), capacity: Type.Integer(), booked: Type.Integer() },
  { $id: 'InterviewSlot' },
);

export const AdjustmentsSchema = Type.Object(
  {
    kinds: Type.Array(Choice(ADJUSTMENT_KINDS), { maxItems: ADJUSTMENT_KINDS.length, uniqueItems: true }),
    note: Paragraphs(1000),
  },
  { $id: 'InterviewAdjustments', additionalProperties: false },
);

export const RoundInvitationSchema = Type.Object(
  {
    id: Type.Integer(),
    applicationId: Type.Integer(),
    candidate: Type.String({ description: 'The applicant\'s name, or the alias on a name-blind job' }),
    status: Choice(INVITATION_STATUSES),
    slotId: Nullable(Type.Integer()),
    bookBy: DateTime(),
    adjustments: Type.Optional(Nullable(ref(AdjustmentsSchema))),
    adjustmentsStatus: Type.Optional(Nullable(Choice(ADJUSTMENT_STATUSES))),
    adjustmentsArranged: Type.Optional(Type.String({ description: 'What was arranged (noted by the recruitment admin or the round\'s lead)' })),
    attendance: Nullable(Choice(ATTENDANCES)),
    outcome: Nullable(Choice(INTERVIEW_OUTCOMES)),
    outcomeReason: Type.String(),
    rank: Nullable(Type.Integer()),
    scored: Type.Integer({ description: 'How many panel members have scored (never their scores)' }),
    myScoresSent: Type.Boolean({ description: 'The caller has scored this interview' }),
  },
  { $id: 'RoundInvitation', description: 'Adjustments are present only for the recruitment admin and the round\'s lead' },
);

const PanelMemberSchema = Type.Object({ userId: Type.Integer(), fullName: Type.String() });

export const InterviewRoundSchema = Type.Object(
  {
    id: Type.Integer(),
    jobId: Type.Integer(),
    name: Type.String(),
    mode: Choice(INTERVIEW_MODES),
    location: Type.String(),
    videoUrl: Type.String(),
    durationMinutes: Type.Integer(),
    schedulingMode: Choice(SCHEDULING_MODES),
    minNoticeHours: Type.Integer(),
    horizonDays: Type.Integer(),
    leadId: Nullable(Type.Integer()),
    panel: Type.Array(PanelMemberSchema),
    timeZone: Type.String({ description: 'The hospital\'s time zone (IANA), in which slots were generated', examples: ['Africa/Nairobi'] }),
    slots: Type.Array(ref(InterviewSlotSchema)),
    invitations: Type.Array(ref(RoundInvitationSchema)),
    canManage: Type.Boolean({ description: 'The caller may change the round, its slots and invite to it' }),
    criteria: Type.Array(Type.Object({ key: Type.String(), text: Type.String() }), { description: 'The criteria assessed at interview (the job\'s scorecard)' }),
    canScore: Type.Boolean({ description: 'The caller is on the round\'s panel' }),
    canRecordAttendance: Type.Boolean(),
    canDecide: Type.Boolean({ description: 'The caller records the outcome (the lead; a recruiter when the round has none)' }),
  },
  { $id: 'InterviewRound' },
);

export const InterviewRoundListSchema = Type.Object({ items: Type.Array(ref(InterviewRoundSchema)) }, { $id: 'InterviewRoundList' });

export const GenerateInterviewSlotsBodySchema = Type.Object(
  {
    from: DateString(),
    to: DateString(),
    dayStart: ClockTime(),
    dayEnd: ClockTime(),
    lengthMinutes: Type.Integer({ minimum: 5, maximum: 480 }),
    bufferMinutes: Type.Integer({ minimum: 0, maximum: 240 }),
    capacity: Type.Integer({ minimum: 1, maximum: 50 }),
    weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true, description: 'ISO weekdays to use (1 Monday … 7 Sunday); Monday to Friday when left out' })),
    preview: Type.Boolean({ description: 'true: answer the slots without storing them' }),
  },
  { $id: 'GenerateInterviewSlotsBody', additionalProperties: false },
);
export type GenerateInterviewSlotsBody = Static<typeof GenerateInterviewSlotsBodySchema>;

export const GeneratedSlotsSchema = Type.Object(
  {
    preview: Type.Boolean(),
    slots: Type.Array(Type.Object({ startsAt: DateTime(), endsAt: DateTime(), capacity: Type.Integer() }), { maxItems: MAX_GENERATED_SLOTS }),
    created: Type.Integer({ description: 'Slots stored (0 in a preview); a time the round has already is left as it is' }),
    timeZone: Type.String(),
  },
  { $id: 'GeneratedSlots' },
);

export const InviteToInterviewBodySchema = Type.Object(
  {
    applicationIds: Type.Array(Id(), { minItems: 1, maxItems: 200, uniqueItems: true }),
    bookBy: DateTime(),
  },
  { $id: 'InviteToInterviewBody', additionalProperties: false },
);
export type InviteToInterviewBody = Static<typeof InviteToInterviewBodySchema>;

export const InviteAnswerSchema = Type.Object(
  {
    invited: Type.Array(Type.Integer(), { description: 'Applications invited now (e-mailed)' }),
    alreadyInvited: Type.Array(Type.Integer(), { description: 'Applications invited to this round before (not e-mailed again)' }),
  },
  { $id: 'InviteAnswer' },
);

export const BookInterviewBodySchema = Type.Object(
  { slotId: Id(), adjustments: Type.Optional(ref(AdjustmentsSchema)) },
  { $id: 'BookInterviewBody', additionalProperties: false },
);
export type BookInterviewBody = Static<typeof BookInterviewBodySchema>;

export const RescheduleInterviewBodySchema = Type.Object({ slotId: Id() }, { $id: 'RescheduleInterviewBody', additionalProperties: false });

export const MyInterviewSchema = Type.Object(
  {
    applicationId: Type.Integer(),
    invitationId: Type.Integer(),
    status: Choice(INVITATION_STATUSES),
    round: Type.Object({ name: Type.String(), mode: Choice(INTERVIEW_MODES), location: Type.String(), videoUrl: Type.String(), durationMinutes: Type.Integer(), minNoticeHours: Type.Integer(), schedulingMode: Choice(SCHEDULING_MODES) }),
    job: Type.Object({ title: Type.String(), reference: Type.String() }),
    bookBy: DateTime(),
    slot: Nullable(Type.Object({ id: Type.Integer(), startsAt: DateTime(), endsAt: DateTime() })),
    adjustments: Nullable(ref(AdjustmentsSchema)),
    adjustmentsStatus: Nullable(Choice(ADJUSTMENT_STATUSES)),
    canChange: Type.Boolean({ description: 'Whether the booking may still be made, moved or cancelled (before the minimum notice)' }),
    hospitalTimeZone: Type.String(),
  },
  { $id: 'MyInterview' },
);

export const MyInterviewSlotsSchema = Type.Object(
  { items: Type.Array(Type.Object({ id: Type.Integer(), startsAt: DateTime(), endsAt: DateTime() })), hospitalTimeZone: Type.String() },
  { $id: 'MyInterviewSlots' },
);

export const InterviewCalendarQuerySchema = Type.Object(
  { from: DateString(), to: DateString(), mine: Type.Optional(Type.Boolean({ description: 'Only the interviews whose panel the caller sits on, or leads ("my interviews")' })) },
  { $id: 'InterviewCalendarQuery', additionalProperties: false },
);

export const InterviewCalendarSchema = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        invitationId: Type.Integer(),
        applicationId: Type.Integer(),
        candidate: Type.String({ description: 'The applicant\'s name, or the alias on a name-blind job' }),
        startsAt: DateTime(),
        endsAt: DateTime(),
        round: Type.Object({ id: Type.Integer(), name: Type.String(), mode: Choice(INTERVIEW_MODES), location: Type.String() }),
        job: Type.Object({ id: Type.Integer(), title: Type.String(), reference: Type.String() }),
        panel: Type.Array(Type.Object({ userId: Type.Integer(), fullName: Type.String(), lead: Type.Boolean() }), { description: 'The round\'s panel, the lead first' }),
        onPanel: Type.Boolean({ description: 'The caller sits on this interview\'s panel or leads it' }),
      }),
    ),
    hospitalTimeZone: Type.String({ description: 'The zone the days of the range are counted in (IANA name)' }),
  },
  { $id: 'InterviewCalendar' },
);

export const AssignInterviewSlotBodySchema = Type.Object({ slotId: Id() }, { $id: 'AssignInterviewSlotBody', additionalProperties: false });

export const UpdateInterviewSlotBodySchema = Type.Object(
  {
    startsAt: Type.Optional(DateTime()),
    lengthMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 480 })),
    capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { $id: 'UpdateInterviewSlotBody', additionalProperties: false, minProperties: 1 },
);
export type UpdateInterviewSlotBody = Static<typeof UpdateInterviewSlotBodySchema>;

export const UpdateInterviewAdjustmentsBodySchema = Type.Object(
  { status: Choice(ADJUSTMENT_STATUSES), arranged: Type.Optional(Paragraphs(1000)) },
  { $id: 'UpdateInterviewAdjustmentsBody', additionalProperties: false },
);
export type UpdateInterviewAdjustmentsBody = Static<typeof UpdateInterviewAdjustmentsBodySchema>;

export const careersInterviewsSchemas = [
  AssignInterviewSlotBodySchema,
  UpdateInterviewSlotBodySchema,
  UpdateInterviewAdjustmentsBodySchema,
  InterviewCalendarQuerySchema,
  InterviewCalendarSchema,
  InterviewJobIdParamsSchema,
  InterviewRoundIdParamsSchema,
  InterviewSlotIdParamsSchema,
  InterviewApplicationIdParamsSchema,
  CreateInterviewRoundBodySchema,
  UpdateInterviewRoundBodySchema,
  InterviewSlotSchema,
  RoundInvitationSchema,
  InterviewRoundSchema,
  InterviewRoundListSchema,
  GenerateInterviewSlotsBodySchema,
  GeneratedSlotsSchema,
  InviteToInterviewBodySchema,
  InviteAnswerSchema,
  AdjustmentsSchema,
  BookInterviewBodySchema,
  RescheduleInterviewBodySchema,
  MyInterviewSchema,
  MyInterviewSlotsSchema,
];
