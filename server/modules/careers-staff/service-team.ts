import { subject } from '@casl/ability';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import type { TeamRole } from '../../../common/staff-access.js';
import type { Subject } from '../../../common/ability.js';
import { findJob, type JobRow } from '../careers-jobs/index.js';
import type { StaffService } from './service.js';
import { activeTeam, addMembers, bumpGrants, eligibleStaff, endMemberships, lockEligible, lockJob, setDecisions, teamRows, type TeamRow } from './repo.js';
import type { JobTeam, JobTeamInput } from './schemas.js';

const toMember = (row: TeamRow) => ({
  id: row.id,
  userId: row.userId,
  fullName: row.fullName,
  jobTitle: row.jobTitle,
  systemRole: row.systemRole,
  teamRole: row.teamRole,
  makeDecisions: row.makeDecisions,
  deactivated: row.deactivatedAt !== null,
  addedAt: row.addedAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
});

/**
 * The job as a CASL subject, so that conditional (scoped) rules see its fields. Typed as the plain
 * subject name while `AppAbility` is declared over names only (the per-request ability widens it).
 */
const jobSubject = (job: JobRow) => subject('Job', { ...job }) as unknown as Subject;

const key = (userId: number, teamRole: TeamRole) => `${userId}:${teamRole}`;

/**
 * A job's hiring team. The job must be visible to the caller (`read` on it, else 404 as if it did
 * not exist) and changing the team needs `update` on it (else 403). A removal ends the row
 * (`removed_at`) and keeps it, so what the member wrote keeps their name.
 */
export class JobTeamService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly staff: StaffService,
  ) {}

  private async visibleJob(request: FastifyRequest, jobId: number): Promise<JobRow> {
    const job = await findJob(this.app.db, jobId);
    if (!job || !request.ability.can('read', jobSubject(job))) throw refuse('job_not_found', 'This job does not exist.');
    return job;
  }

  async get(request: FastifyRequest, jobId: number): Promise<JobTeam> {
    const job = await this.visibleJob(request, jobId);
    const canEdit = request.ability.can('update', jobSubject(job));
    const rows = await teamRows(this.app.db, jobId);
    return {
      jobId,
      members: rows.filter((r) => !r.removedAt).map(toMember),
      formerMembers: rows.filter((r) => r.removedAt).map(toMember),
      canEdit,
      eligibleStaff: canEdit ? await eligibleStaff(this.app.db) : [],
    };
  }

  /** Saves the whole team: members not listed are removed (rows kept), new ones added, decision rights changed in place. */
  async set(request: FastifyRequest, jobId: number, input: JobTeamInput): Promise<JobTeam> {
    const job = await this.visibleJob(request, jobId);
    if (!request.ability.can('update', jobSubject(job))) throw forbidden();
    const wanted = new Map<string, { userId: number; teamRole: TeamRole; makeDecisions: boolean }>();
    input.members.forEach((m, n) => {
      const k = key(m.userId, m.teamRole);
      if (wanted.has(k)) throw refuse('duplicate_team_member', 'The same person is listed twice with the same team role.', { field: `members.${n}` });
      wanted.set(k, { userId: m.userId, teamRole: m.teamRole, makeDecisions: m.makeDecisions ?? false });
    });
    const affected = await this.app.db.transaction(async (tx) => {
      await lockJob(tx, jobId);
      const grantor = await this.staff.grantor(request, tx);
      const current = await activeTeam(tx, jobId);
      const currentKeys = new Map(current.map((row) => [key(row.userId, row.teamRole), row]));
      const toAdd = [...wanted.entries()].filter(([k]) => !currentKeys.has(k)).map(([, m]) => m);
      const toRemove = current.filter((row) => !wanted.has(key(row.userId, row.teamRole)));
      const toChange = current.filter((row) => {
        const next = wanted.get(key(row.userId, row.teamRole));
        return next !== undefined && next.makeDecisions !== row.makeDecisions;
      });
      const eligible = await lockEligible(tx, [...new Set(toAdd.map((m) => m.userId))]);
      const notEligible = input.members.findIndex((m) => toAdd.some((a) => a.userId === m.userId && a.teamRole === m.teamRole) && !eligible.has(m.userId));
      if (notEligible >= 0) {
        throw refuse('staff_not_eligible', 'Only active staff can join a hiring team.', { field: `members.${notEligible}.userId` });
      }
      await endMemberships(tx, toRemove.map((r) => r.id), grantor.id);
      for (const row of toChange) await setDecisions(tx, row.id, !row.makeDecisions);
      await addMembers(tx, jobId, grantor.id, toAdd);
      const events = [
        ...toAdd.map((m) => ({ action: 'job_team.member_added', detail: { userId: m.userId, teamRole: m.teamRole, makeDecisions: m.makeDecisions } })),
        ...toRemove.map((r) => ({ action: 'job_team.member_removed', detail: { userId: r.userId, teamRole: r.teamRole } })),
        ...toChange.map((r) => ({ action: 'job_team.member_changed', detail: { userId: r.userId, teamRole: r.teamRole, makeDecisions: !r.makeDecisions } })),
      ];
      await recordAudit(tx, grantor.actor, ...events.map((e) => ({ ...e, subjectType: 'JobTeam', subjectId: jobId, jobId })));
      const people = [...new Set([...toAdd.map((m) => m.userId), ...toRemove.map((r) => r.userId), ...toChange.map((r) => r.userId)])];
      await bumpGrants(tx, people);
      return people;
    });
    for (const userId of affected) this.app.accountState.invalidate(userId);
    return this.get(request, jobId);
  }
}
