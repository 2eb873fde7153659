import { rulesForRole, type AbilityRule } from './ability-rules.js';
import type { ApplicationStatus } from './application-status.js';
import type { StaffFlag, StaffRole, TeamRole } from './staff-access.js';

/**
 * The CASL rules of a staff account, from its grant as the database holds it (staff_profiles and
 * the active job_team rows). Pure and shared: the server builds every request's ability with it,
 * the SPA receives the same rules (`userData.ability`, `GET /api/auth/ability`). Scoped rules carry
 * conditions over an Application's `jobId`, `department` (its job's), `status` and `applicantId`,
 * and over a Job's `id` and `department`: the server checks single rows against them and turns the
 * same rules into SQL for lists, counts and exports (server/lib/ability-sql.ts).
 */

/** One active row of a job's hiring team, as the rules need it. */
export interface StaffTeamGrant {
  jobId: number;
  teamRole: TeamRole;
  makeDecisions: boolean;
}

/** What a staff account's ability depends on; `departments` null = every department. */
export interface StaffGrant {
  userId: number;
  systemRole: StaffRole;
  departments: string[] | null;
  flags: StaffFlag[];
  teams: StaffTeamGrant[];
}

/**
 * The parts of an application a rule may grant (CASL `fields`). Every staff answer is cut to the
 * fields its rule grants (permittedFieldsOf):
 * - `applicantName`: the applicant's name;
 * - `contact`: e-mail (list, detail and snapshot), phone and postal address;
 * - `identity`: date of birth, nationality, ID type and number;
 * - `referees`: the referees the applicant named;
 * - `profile`: education, employment, registration, personal statement, the cover letter;
 * - `documents`: the submitted documents;
 * - `timeline`: the internal timeline (notes, reasons, who moved it);
 * - `diversity`: diversity monitoring answers (with the `view_diversity` flag only).
 * The others (`id`, `jobId`, `department`, `status`, `applicantId`, dates, `job`) describe the row.
 */
export const APPLICATION_FIELDS = [
  'id',
  'jobId',
  'department',
  'status',
  'applicantId',
  'submittedAt',
  'createdAt',
  'updatedAt',
  'job',
  'applicantName',
  'contact',
  'identity',
  'referees',
  'profile',
  'documents',
  'timeline',
  'diversity',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** What a panel member receives of an application: no contact details, identity, referees, timeline or diversity data. */
export const PANEL_APPLICATION_FIELDS: ApplicationField[] = ['id', 'jobId', 'department', 'status', 'submittedAt', 'createdAt', 'updatedAt', 'job', 'applicantName', 'profile', 'documents'];

/** The statuses a panel member's applications are in. */
export const PANEL_STATUSES: ApplicationStatus[] = ['shortlisted', 'interview'];

/** Moves that decide an application's outcome: they need `decide` (the `make_decisions` flag or a team row that grants it). */
export const DECISION_STATUSES: readonly ApplicationStatus[] = ['offer', 'hired', 'rejected'];

/** Every signed-in member of staff: their own account settings and the access page. */
const STAFF_BASE: AbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'ACL' },
  { action: 'manage', subject: 'Account' },
];

const unique = <T>(values: T[]) => [...new Set(values)];

/** The application fields a role that reads whole applications gets: all but diversity data without `view_diversity`. */
function readableFields(flags: readonly StaffFlag[]): ApplicationField[] | undefined {
  return flags.includes('view_diversity') ? undefined : APPLICATION_FIELDS.filter((f) => f !== 'diversity');
}

/**
 * Monitoring answers in aggregate (the fairness report): only with the `view_diversity` flag, and only
 * for the roles that neither score nor interview (recruitment admins and auditors), over their
 * departments. A panel member or recruiting manager never reads them, flag or not; a super admin
 * holds `manage all`.
 */
function equalOpportunitiesRules({ systemRole, flags, departments }: StaffGrant): AbilityRule[] {
  if (!flags.includes('view_diversity') || (systemRole !== 'recruitment_admin' && systemRole !== 'auditor')) return [];
  return [{ action: 'read', subject: 'EqualOpportunities', ...(departments ? { conditions: { department: { $in: [...departments] } } } : {}) }];
}

/**
 * Reading a reference's content (issue 30): recruitment admins and auditors of the department, a
 * recruiting manager of the job once the content is open to them (`contentOpen`: from the offer,
 * or from shortlisting for pre-offer references). The concern answers (field `concerns`) only with
 * `view_safeguarding`. Panel members and occupational health: nothing.
 */
function referenceRules({ systemRole, flags, departments }: StaffGrant, teamJobs: number[]): AbilityRule[] {
  const fields = flags.includes('view_safeguarding') ? {} : { fields: ['content'] };
  if (systemRole === 'recruitment_admin' || systemRole === 'auditor') return [{ action: 'read', subject: 'Reference', ...(departments ? { conditions: { department: { $in: [...departments] } } } : {}), ...fields }];
  if (systemRole === 'recruiting_manager') return [{ action: 'read', subject: 'Reference', conditions: { jobId: { $in: teamJobs }, contentOpen: true }, ...fields }];
  return [];
}

/** The rules of one staff grant (see the research note's rule table, hiring-workflow-anchors.md §1). */
export function rulesForStaff(grant: StaffGrant): AbilityRule[] {
  const { systemRole, flags, userId } = grant;
  // Conflict of interest: a member of staff who applied never sees their own application from the staff side. Last, so it wins.
  const ownApplication: AbilityRule = { action: 'manage', subject: 'Application', conditions: { applicantId: userId }, inverted: true };
  if (systemRole === 'super_admin') return [{ action: 'manage', subject: 'all' }, ownApplication];

  const departments = grant.departments ? { department: { $in: [...grant.departments] } } : undefined;
  const teamJobs = unique(grant.teams.map((t) => t.jobId)).sort((a, b) => a - b);
  const fields = readableFields(flags);
  const withFields = (rule: AbilityRule): AbilityRule => (fields ? { ...rule, fields } : rule);
  const rules: AbilityRule[] = [...STAFF_BASE];

  switch (systemRole) {
    case 'recruitment_admin': {
      rules.push({ action: 'manage', subject: 'Job', ...(departments ? { conditions: departments } : {}) });
      // HR invites and looks after the staff who recruit with it; the staff service holds every
      // grant it makes to what it holds itself (role, departments, flags).
      rules.push({ action: 'manage', subject: 'Staff' });
      // The accessibility statement's feedback (problems, adjustments, other formats): HR answers it and marks it handled.
      rules.push({ action: 'manage', subject: 'AccessibilityFeedback' });
      // The pre-employment check catalogue, its department defaults and the jobs' check profiles (issue 29).
      rules.push({ action: 'manage', subject: 'CheckType' });
      // Every action on applications but reading whole fields is field-free; reads are cut to the fields the flags allow.
      for (const action of ['read', 'update', 'decide', 'export'] as const) {
        const rule: AbilityRule = { action, subject: 'Application', conditions: { ...departments, status: { $ne: 'draft' } } };
        rules.push(action === 'read' ? withFields(rule) : rule);
      }
      break;
    }
    case 'recruiting_manager': {
      const decisionJobs = flags.includes('make_decisions') ? teamJobs : unique(grant.teams.filter((t) => t.makeDecisions).map((t) => t.jobId)).sort((a, b) => a - b);
      rules.push({ action: 'read', subject: 'Job', conditions: { id: { $in: teamJobs } } });
      rules.push(withFields({ action: 'read', subject: 'Application', conditions: { jobId: { $in: teamJobs }, status: { $ne: 'draft' } } }));
      rules.push({ action: 'update', subject: 'Application', conditions: { jobId: { $in: teamJobs }, status: { $ne: 'draft' } } });
      rules.push({ action: 'decide', subject: 'Application', conditions: { jobId: { $in: decisionJobs }, status: { $ne: 'draft' } } });
      break;
    }
    case 'panel_member': {
      rules.push({ action: 'read', subject: 'Job', conditions: { id: { $in: teamJobs } } });
      rules.push({ action: 'read', subject: 'Application', conditions: { jobId: { $in: teamJobs }, status: { $in: [...PANEL_STATUSES] } }, fields: [...PANEL_APPLICATION_FIELDS] });
      break;
    }
    case 'occupational_health':
      // The health checks of offers (issue 29): their outcome and occupational health's own notes; nothing else of applications.
      rules.push({ action: 'manage', subject: 'HealthCheck' });
      break;
    case 'auditor': {
      rules.push({ action: 'read', subject: 'Job', ...(departments ? { conditions: departments } : {}) });
      rules.push(withFields({ action: 'read', subject: 'Application', conditions: { ...departments, status: { $ne: 'draft' } } }));
      rules.push({ action: 'read', subject: 'AuditLog' });
      break;
    }
  }
  rules.push(...equalOpportunitiesRules(grant));
  rules.push(...referenceRules(grant, teamJobs));
  rules.push(ownApplication);
  return rules;
}

/**
 * The rules of a signed-in account: its staff grant's when it has one, else its role's (an
 * applicant's; an administrator without a staff profile keeps the seed's `manage all`, as the
 * migration that made every existing admin a super admin intended).
 */
export function rulesForAccount(role: string, staff: StaffGrant | null): AbilityRule[] {
  return staff ? rulesForStaff(staff) : rulesForRole(role);
}
