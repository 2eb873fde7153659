import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { staffProfiles, users } from '../../db/schema.js';
import { recordAudit, requestActor, SYSTEM_ACTOR, type AuditActor } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import * as paths from '../../../common/paths.js';
import { STAFF_INVITATION_DAYS, type StaffFlag } from '../../../common/staff-access.js';
import { consumeOneTimeToken, hashPassword, issueOneTimeToken, revokeAllRefreshTokens, spentTokenState } from '../auth/index.js';
import { staffAccessChangedMail, staffDeactivatedMail, staffInvitationMail, staffReactivatedMail } from './emails.js';
import { exceeds, type Grant } from './grants.js';
import {
  activateInvited,
  findStaff,
  listStaff,
  lockActiveSuperAdmins,
  toStaffMember,
  updateProfile,
  userIdByEmail,
  voidInvitations,
  type StaffRow,
} from './repo.js';
import type { StaffInvitation, StaffMember, StaffQuery, StaffUpdate } from './schemas.js';

/** The caller of a staff route: who they are for the audit log, and the grant they hold now. */
export interface Grantor {
  id: number;
  actor: AuditActor;
  grant: Grant;
}

const grantOf = (row: Pick<StaffRow, 'systemRole' | 'departments' | 'flags'>): Grant => ({
  systemRole: row.systemRole,
  departments: row.departments,
  flags: row.flags,
});

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Refuses what the grantor does not hold (`grant_exceeds_own`, the part at fault as `field`). */
function assertHolds(grantor: Grant, wanted: Grant) {
  const part = exceeds(grantor, wanted);
  if (part) throw refuse('grant_exceeds_own', 'You can grant, change or remove only access you hold yourself.', { field: part });
}

/**
 * Staff accounts: invitations, grants, deactivation. Every change of a person's access raises their
 * `grants_version` and writes the audit log in its transaction, then (after the commit) makes every
 * instance forget their cached account state, so the change applies at their next request.
 */
export class StaffService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  private signInLink() {
    return `${this.config.publicUrl}${paths.auth.login}`;
  }

  /** The caller as a grantor: their current staff profile (none, or deactivated: 403). */
  async grantor(request: FastifyRequest, db: Database = this.db): Promise<Grantor> {
    const row = await findStaff(db, request.user.sub);
    if (!row || row.deactivatedAt || !row.activatedAt) throw forbidden();
    return { id: row.id, actor: requestActor(request, row.fullName, row.systemRole), grant: grantOf(row) };
  }

  list(query: StaffQuery) {
    return listStaff(this.db, query);
  }

  async get(id: number): Promise<StaffMember> {
    const row = await findStaff(this.db, id);
    if (!row) throw refuse('staff_not_found', 'This staff account does not exist.');
    return toStaffMember(row);
  }

  /** After a commit: every instance forgets the account's state, and the outbox sends at once. */
  private changed(userId: number) {
    this.app.accountState.invalidate(userId);
    this.app.mailer.nudge();
  }

  /**
   * Creates an invited staff account (users.role 'admin', no usable password) and e-mails a link
   * valid 7 days, kept hashed. An address still only invited gets a new link (the old one ends);
   * an address any other account uses is refused.
   */
  async invite(request: FastifyRequest, input: StaffInvitation): Promise<StaffMember> {
    const email = input.email.trim();
    const wanted: Grant = { systemRole: input.systemRole, departments: input.departments ?? null, flags: (input.flags ?? []) as StaffFlag[] };
    const locale = input.locale ?? 'en';
    const taken = () => refuse('staff_email_taken', 'An account already uses this e-mail address.', { field: 'email' });
    const id = await this.db.transaction(async (tx) => {
      await lockActiveSuperAdmins(tx);
      const grantor = await this.grantor(request, tx);
      assertHolds(grantor.grant, wanted);
      const existingId = await userIdByEmail(tx, email);
      let userId: number;
      let to = email;
      let action: 'staff.invited' | 'staff.reinvited';
      if (existingId !== undefined) {
        const existing = await findStaff(tx, existingId, true);
        if (!existing || existing.activatedAt || existing.deactivatedAt) throw taken();
        assertHolds(grantor.grant, grantOf(existing));
        await tx.update(users).set({ fullName: input.fullName.trim(), locale, updatedAt: sql`now()` }).where(sql`${users.id} = ${existingId}`);
        await voidInvitations(tx, existingId);
        await updateProfile(tx, existingId, { ...wanted, departments: wanted.departments as never, flags: [...wanted.flags], jobTitle: input.jobTitle ?? null, invitedBy: grantor.id, invitedAt: new Date() });
        userId = existingId;
        to = existing.email;
        action = 'staff.reinvited';
      } else {
        const [created] = await tx
          .insert(users)
          .values({ email, username: email.toLowerCase(), fullName: input.fullName.trim(), passwordHash: '!invited', role: 'admin', status: 'pending', locale })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!created) throw taken();
        await tx.insert(staffProfiles).values({
          userId: created.id,
          systemRole: wanted.systemRole,
          departments: wanted.departments as never,
          flags: [...wanted.flags],
          jobTitle: input.jobTitle ?? null,
          invitedBy: grantor.id,
          invitedAt: new Date(),
        });
        userId = created.id;
        action = 'staff.invited';
      }
      const token = await issueOneTimeToken(tx, userId, 'staff-invite', STAFF_INVITATION_DAYS * 86_400);
      const link = `${this.config.publicUrl}${paths.careers.staffInvitation}?token=${token}`;
      await this.app.mailer.queue(tx, staffInvitationMail({ email: to, fullName: input.fullName.trim(), locale }, link));
      await recordAudit(tx, grantor.actor, { action, subjectType: 'Staff', subjectId: userId, detail: { email, ...wanted } });
      return userId;
    });
    this.changed(id);
    return this.get(id);
  }

  /** Sets the password of an invited account from its link, once: a link used or older than 7 days is refused. */
  async accept(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (tx) => {
      const owner = await consumeOneTimeToken(tx, token, 'staff-invite');
      if (owner === null) return null;
      if (!(await activateInvited(tx, owner, passwordHash))) return null;
      const row = await findStaff(tx, owner);
      await recordAudit(tx, { actorId: owner, actorLabel: row?.fullName ?? null, actorRole: row?.systemRole ?? 'staff' }, { action: 'staff.invitation_accepted', subjectType: 'Staff', subjectId: owner });
      return owner;
    });
    if (userId !== null) {
      this.app.accountState.invalidate(userId);
      return;
    }
    const spent = await spentTokenState(this.db, token, 'staff-invite');
    if (spent?.state === 'expired') throw refuse('token_expired', 'This invitation link has expired. Ask an administrator to invite you again.', { field: 'token' });
    throw refuse('token_invalid', 'This invitation link is invalid or was already used.', { field: 'token' });
  }

  /** Changes a grant (role, departments, flags) or job title: never one's own, never beyond the grantor's, never the last super admin's role. */
  async update(request: FastifyRequest, id: number, input: StaffUpdate): Promise<StaffMember> {
    if (id === request.user.sub) throw refuse('own_grant', 'You cannot change your own access: another administrator does.');
    const accessChanged = await this.db.transaction(async (tx) => {
      const superAdmins = await lockActiveSuperAdmins(tx);
      const grantor = await this.grantor(request, tx);
      const target = await findStaff(tx, id, true);
      if (!target) throw refuse('staff_not_found', 'This staff account does not exist.');
      if (target.deactivatedAt) throw refuse('staff_already_deactivated', 'This account is deactivated: reactivate it first.');
      const before = grantOf(target);
      const after: Grant = {
        systemRole: input.systemRole ?? before.systemRole,
        departments: input.departments !== undefined ? input.departments : before.departments,
        flags: (input.flags ?? before.flags) as StaffFlag[],
      };
      assertHolds(grantor.grant, before);
      assertHolds(grantor.grant, after);
      if (before.systemRole === 'super_admin' && after.systemRole !== 'super_admin' && superAdmins.includes(id) && superAdmins.length <= 1) {
        throw refuse('last_super_admin', 'The last active super admin keeps their role.');
      }
      const grantChanged =
        before.systemRole !== after.systemRole || !sameList(before.departments, after.departments) || !sameList(before.flags, after.flags);
      const titleChanged = input.jobTitle !== undefined && input.jobTitle !== target.jobTitle;
      if (!grantChanged && !titleChanged) return false;
      await updateProfile(tx, id, { ...after, departments: after.departments as never, flags: [...after.flags], ...(input.jobTitle !== undefined ? { jobTitle: input.jobTitle } : {}) });
      await recordAudit(tx, grantor.actor, {
        action: grantChanged ? 'staff.grant_changed' : 'staff.profile_changed',
        subjectType: 'Staff',
        subjectId: id,
        detail: { before: { ...before, jobTitle: target.jobTitle }, after: { ...after, jobTitle: input.jobTitle ?? target.jobTitle } },
      });
      if (grantChanged) await this.app.mailer.queue(tx, staffAccessChangedMail(target, this.signInLink()));
      return true;
    });
    if (accessChanged) this.changed(id);
    return this.get(id);
  }

  /**
   * Removes the access of a staff account (never deleted: its name stays on what it did), ends its
   * sessions and its unused invitation; the last active super admin cannot be deactivated.
   * `request` null: the system (access lapsed after inactivity), refused like anyone else.
   */
  async deactivate(request: FastifyRequest | null, id: number, reason: string): Promise<StaffMember> {
    const why = reason.trim();
    if (!why) throw refuse('reason_required', 'Say why the access is removed.', { field: 'reason' });
    if (request && id === request.user.sub) throw refuse('own_grant', 'You cannot deactivate your own account: another administrator does.');
    await this.db.transaction(async (tx) => {
      const superAdmins = await lockActiveSuperAdmins(tx);
      const grantor = request ? await this.grantor(request, tx) : null;
      const target = await findStaff(tx, id, true);
      if (!target) throw refuse('staff_not_found', 'This staff account does not exist.');
      if (target.deactivatedAt) throw refuse('staff_already_deactivated', 'This account is deactivated already.');
      if (grantor) assertHolds(grantor.grant, grantOf(target));
      if (superAdmins.includes(id) && superAdmins.length <= 1) throw refuse('last_super_admin', 'The last active super admin cannot be deactivated.');
      await updateProfile(tx, id, { deactivatedAt: new Date(), deactivatedBy: grantor?.id ?? null, deactivationReason: why });
      await voidInvitations(tx, id);
      await revokeAllRefreshTokens(tx, id);
      await recordAudit(tx, grantor?.actor ?? SYSTEM_ACTOR, { action: 'staff.deactivated', subjectType: 'Staff', subjectId: id, detail: { reason: why } });
      if (target.activatedAt) await this.app.mailer.queue(tx, staffDeactivatedMail(target, this.signInLink(), why));
    });
    // Its access tokens end at once (the token version rises), on every instance.
    await this.app.accountState.revokeAccessTokens(id);
    this.changed(id);
    return this.get(id);
  }

  /** Gives a deactivated account its access back (the grant it had), with a reason; counts as a fresh sign-in for the inactivity rule. */
  async reactivate(request: FastifyRequest, id: number, reason: string): Promise<StaffMember> {
    const why = reason.trim();
    if (!why) throw refuse('reason_required', 'Say why the access is given back.', { field: 'reason' });
    if (id === request.user.sub) throw refuse('own_grant', 'You cannot reactivate your own account.');
    await this.db.transaction(async (tx) => {
      await lockActiveSuperAdmins(tx);
      const grantor = await this.grantor(request, tx);
      const target = await findStaff(tx, id, true);
      if (!target) throw refuse('staff_not_found', 'This staff account does not exist.');
      if (!target.deactivatedAt) throw refuse('staff_not_deactivated', 'This account is not deactivated.');
      assertHolds(grantor.grant, grantOf(target));
      await updateProfile(tx, id, { deactivatedAt: null, deactivatedBy: null, deactivationReason: null, lastSeenAt: new Date(), inactivityWarnedAt: null });
      await recordAudit(tx, grantor.actor, { action: 'staff.reactivated', subjectType: 'Staff', subjectId: id, detail: { reason: why, previousReason: target.deactivationReason } });
      if (target.activatedAt) await this.app.mailer.queue(tx, staffReactivatedMail(target, this.signInLink()));
    });
    this.changed(id);
    return this.get(id);
  }
}
