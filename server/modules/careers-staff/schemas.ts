import { Type, type Static } from '@sinclair/typebox';
import { STAFF_FLAGS, STAFF_ROLES, STAFF_STATES, TEAM_ROLES } from '../../../common/staff-access.js';
import { DEPARTMENTS } from '../../../common/careers-vocabulary.js';
import { EMAIL_PATTERN } from '../../../common/account-rules.js';
import { LOCALES } from '../../../common/locales.js';
import { filterOf, idParams, oneOf, Page, PerPage, searchQuery, sortDescQuery } from '../../lib/list-query.js';
import { DateTime, Line, Nullable, ref, Str, Title } from '../../lib/schema.js';

export const StaffRoleSchema = Type.Unsafe<(typeof STAFF_ROLES)[number]>({
  type: 'string',
  enum: [...STAFF_ROLES],
  $id: 'StaffRole',
  description: 'The system role of a staff account (one each)',
});
export const StaffFlagSchema = Type.Unsafe<(typeof STAFF_FLAGS)[number]>({
  type: 'string',
  enum: [...STAFF_FLAGS],
  $id: 'StaffFlag',
  description: 'A per-person permission for sensitive data or decisions',
});
export const StaffStateSchema = Type.Unsafe<(typeof STAFF_STATES)[number]>({
  type: 'string',
  enum: [...STAFF_STATES],
  $id: 'StaffState',
  description: 'invited: the link was not used yet; active; deactivated: access removed (never deleted)',
});
export const TeamRoleSchema = Type.Unsafe<(typeof TEAM_ROLES)[number]>({
  type: 'string',
  enum: [...TEAM_ROLES],
  $id: 'TeamRole',
  description: "A person's part in one job's hiring team",
});

const Departments = () =>
  Nullable(
    Type.Array(oneOf(DEPARTMENTS), {
      uniqueItems: true,
      maxItems: DEPARTMENTS.length,
      description: 'The departments of the grant; null: every department',
    }),
  );
const Flags = () => Type.Array(ref(StaffFlagSchema), { uniqueItems: true, maxItems: STAFF_FLAGS.length });
const JobTitle = () => Nullable(Line(120, { description: 'e.g. Ward manager, Ward 7' }));

export const STAFF_SORT_KEYS = ['fullName', 'email', 'systemRole', 'lastSeenAt', 'invitedAt'] as const;

export const StaffQuerySchema = Type.Object(
  {
    q: searchQuery('name, e-mail or job title'),
    role: filterOf(STAFF_ROLES, 'Only this system role'),
    status: filterOf(STAFF_STATES, 'Only accounts in this state'),
    sortBy: Type.Optional(oneOf(STAFF_SORT_KEYS, { default: 'fullName' })),
    sortDesc: sortDescQuery(),
    page: Type.Optional(Page()),
    perPage: Type.Optional(PerPage()),
  },
  { $id: 'StaffQuery' },
);
export type StaffQuery = Static<typeof StaffQuerySchema>;

export const StaffMemberSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The account id' }),
    fullName: Type.String(),
    email: Type.String(),
    jobTitle: Nullable(Type.String()),
    systemRole: ref(StaffRoleSchema),
    departments: Nullable(Type.Array(Type.String())),
    flags: Type.Array(ref(StaffFlagSchema)),
    status: ref(StaffStateSchema),
    locale: Type.String(),
    invitedAt: Nullable(DateTime()),
    activatedAt: Nullable(DateTime()),
    lastSeenAt: Nullable(DateTime()),
    deactivatedAt: Nullable(DateTime()),
    deactivationReason: Nullable(Type.String()),
  },
  { $id: 'StaffMember' },
);
export type StaffMember = Static<typeof StaffMemberSchema>;

export const StaffListSchema = Type.Object(
  {
    staff: Type.Array(ref(StaffMemberSchema)),
    total: Type.Integer({ minimum: 0 }),
    statusCounts: Type.Object(
      { invited: Type.Integer(), active: Type.Integer(), deactivated: Type.Integer() },
      { description: 'Accounts per state under the other filters' },
    ),
  },
  { $id: 'StaffList' },
);

export const StaffInvitationSchema = Type.Object(
  {
    email: Str.email({ pattern: EMAIL_PATTERN.source, examples: ['ward7.manager@example.org'] }),
    fullName: Title(120, { examples: ['Amina Otieno'] }),
    jobTitle: Type.Optional(JobTitle()),
    systemRole: ref(StaffRoleSchema),
    departments: Type.Optional(Departments()),
    flags: Type.Optional(Flags()),
    locale: Type.Optional(Type.Union(LOCALES.map((l) => Type.Literal(l)), { description: 'The language of the invitation e-mail (and of the portal for them); English by default' })),
  },
  { $id: 'StaffInvitation', additionalProperties: false },
);
export type StaffInvitation = Static<typeof StaffInvitationSchema>;

export const StaffUpdateSchema = Type.Object(
  {
    systemRole: Type.Optional(ref(StaffRoleSchema)),
    departments: Type.Optional(Departments()),
    flags: Type.Optional(Flags()),
    jobTitle: Type.Optional(JobTitle()),
  },
  { $id: 'StaffUpdate', additionalProperties: false, minProperties: 1 },
);
export type StaffUpdate = Static<typeof StaffUpdateSchema>;

export const StaffReasonSchema = Type.Object(
  { reason: Line(500, { description: 'Why (kept with the account and in the audit log)', examples: ['Left the trust'] }) },
  { $id: 'StaffReason', additionalProperties: false },
);

export const AcceptStaffInvitationSchema = Type.Object(
  { token: Str.token(), password: Str.password({ minLength: 8 }) },
  { $id: 'AcceptStaffInvitation' },
);

export const StaffIdParamsSchema = idParams('id', 'StaffIdParams');
export const TeamJobIdParamsSchema = idParams('id', 'TeamJobIdParams');

export const TeamMemberInputSchema = Type.Object(
  {
    userId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
    teamRole: ref(TeamRoleSchema),
    makeDecisions: Type.Optional(Type.Boolean({ default: false })),
  },
  { $id: 'TeamMemberInput', additionalProperties: false },
);
export const JobTeamInputSchema = Type.Object(
  { members: Type.Array(ref(TeamMemberInputSchema), { maxItems: 50, description: 'The whole team: members not listed are removed (their rows are kept, ended)' }) },
  { $id: 'JobTeamInput', additionalProperties: false },
);
export type JobTeamInput = Static<typeof JobTeamInputSchema>;

export const TeamMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    fullName: Type.String(),
    jobTitle: Nullable(Type.String()),
    systemRole: Nullable(ref(StaffRoleSchema)),
    teamRole: ref(TeamRoleSchema),
    makeDecisions: Type.Boolean(),
    deactivated: Type.Boolean({ description: 'The account was deactivated since (shown struck through)' }),
    addedAt: DateTime(),
    removedAt: Nullable(DateTime()),
  },
  { $id: 'TeamMember' },
);

export const EligibleStaffSchema = Type.Object(
  { userId: Type.Integer(), fullName: Type.String(), jobTitle: Nullable(Type.String()), systemRole: ref(StaffRoleSchema) },
  { $id: 'EligibleStaff' },
);

export const JobTeamSchema = Type.Object(
  {
    jobId: Type.Integer(),
    members: Type.Array(ref(TeamMemberSchema), { description: 'The current team' }),
    formerMembers: Type.Array(ref(TeamMemberSchema), { description: 'Who was removed, newest first (what they wrote keeps their name)' }),
    canEdit: Type.Boolean({ description: 'Whether the caller may change the team' }),
    eligibleStaff: Type.Array(ref(EligibleStaffSchema), { description: 'Active staff who can be added (empty unless canEdit)' }),
  },
  { $id: 'JobTeam' },
);
export type JobTeam = Static<typeof JobTeamSchema>;

export const careersStaffSchemas = [
  StaffRoleSchema,
  StaffFlagSchema,
  StaffStateSchema,
  TeamRoleSchema,
  StaffQuerySchema,
  StaffMemberSchema,
  StaffListSchema,
  StaffInvitationSchema,
  StaffUpdateSchema,
  StaffReasonSchema,
  AcceptStaffInvitationSchema,
  StaffIdParamsSchema,
  TeamJobIdParamsSchema,
  TeamMemberInputSchema,
  JobTeamInputSchema,
  TeamMemberSchema,
  EligibleStaffSchema,
  JobTeamSchema,
];
