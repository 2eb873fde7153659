import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rulesForRole } from '../../../common/ability.js';
import { rulesForAccount } from '../../../common/staff-rules.js';
import { staffProfiles, users } from '../../db/schema.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { hashPassword, verifyPassword, DUMMY_HASH } from './passwords.js';
import { activationMail, passwordResetMail } from './emails.js';
import { consumeOneTimeToken, issueOneTimeToken, issueRefreshToken, revokeAllRefreshTokens, spentTokenState } from './tokens.js';
import type { UserData } from './schemas.js';
import * as paths from '../../../common/paths.js';

export type UserRow = typeof users.$inferSelect;

const ACTIVATION_TTL = 48 * 3600;
const RESET_TTL = 3600;

/** Extra per-user figures other modules contribute to `userData.extras` (the demo cart count). */
export interface UserExtrasSource {
  cartItemsCount(userId: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Filled in by the areas that contribute to `userData.extras` (the demo shop's cart). */
    userExtras: UserExtrasSource;
  }
}

export class AccountService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
    private readonly extras: UserExtrasSource,
  ) {}

  private get db() {
    return this.app.db;
  }

  async findByLogin(login: string): Promise<UserRow | undefined> {
    const key = login.trim().toLowerCase();
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.email})`, key), eq(sql`lower(${users.username})`, key)));
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Saves the language of the portal and of the e-mails; undefined when the account is gone. */
  async setLocale(id: number, locale: UserData['locale']): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set({ locale, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
    this.app.accountState.invalidate(id);
    return row && row.status !== 'deleted' ? row : undefined;
  }

  /**
   * Checks a password against `user` (found by `findByLogin`); true only for an account that may
   * sign in (not deleted, not a deactivated staff account). Takes as long without an account.
   */
  async passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    return Boolean(ok && user && user.status !== 'deleted' && !(await this.deactivated(user.id)));
  }

  /** Whether the account is a deactivated staff account (from the account state, as every request reads it). */
  private async deactivated(userId: number): Promise<boolean> {
    return (await this.app.accountState.get(userId))?.staff?.deactivated ?? false;
  }

  /**
   * What the SPA knows of the signed-in user, from the account's row or its cached state: its
   * ability is built from its staff grant as the database holds it (never from the token).
   */
  async userData(user: Pick<UserRow, 'id' | 'fullName' | 'username' | 'email' | 'role' | 'status' | 'locale' | 'avatar'>): Promise<UserData> {
    const staff = (await this.app.accountState.get(user.id))?.staff ?? null;
    return {
      id: user.id,
      fullName: user.fullName,
      username: user.username,
      email: user.email,
      role: user.role,
      status: user.status === 'active' ? 'active' : 'pending',
      locale: user.locale as UserData['locale'],
      // A super admin's list stays the seed's `[manage all]`; what every ability adds (the inverted
      // rules: not the applicant area, not one's own application) is in GET /api/auth/ability.
      ability: staff?.systemRole === 'super_admin' ? rulesForRole('admin') : rulesForAccount(user.role, staff),
      staffRole: staff?.systemRole ?? null,
      avatar: user.avatar,
      extras: { eCommerceCartItemsCount: await this.extras.cartItemsCount(user.id) },
    };
  }

  /** An access token under the account's current token version. */
  private accessTokenFor(user: UserRow): string {
    return this.app.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
  }

  /** A new session: access token, a refresh token in a new family, and the user data. */
  async startSession(user: UserRow) {
    // A staff account's sign-in keeps its access from lapsing (12 months, careers-staff) and clears the inactivity warning.
    await this.db.update(staffProfiles).set({ lastSeenAt: sql`now()`, inactivityWarnedAt: null }).where(sql`${staffProfiles.userId} = ${user.id} and ${staffProfiles.deactivatedAt} is null`);
    const accessToken = this.accessTokenFor(user);
    const refreshToken = await issueRefreshToken(this.db, user.id, this.config.refreshTokenTtlSeconds);
    return { userData: await this.userData(user), accessToken, refreshToken };
  }

  async continueSession(userId: number, refreshToken: string) {
    const user = await this.findById(userId);
    if (!user || user.status === 'deleted' || (await this.deactivated(userId))) return null;
    const accessToken = this.accessTokenFor(user);
    return { userData: await this.userData(user), accessToken, refreshToken };
  }

  async emailTaken(email: string) {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return Boolean(row);
  }

  async usernameTaken(username: string) {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    return Boolean(row);
  }

  /**
   * Creates a pending applicant account and queues its activation e-mail, in one transaction: both
   * are stored, or neither. Null when a unique key was taken meanwhile.
   */
  async register(input: { username: string; email: string; password: string; fullName: string; locale: string }) {
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, fullName: input.fullName, passwordHash, role: 'client', status: 'pending', locale: input.locale })
        .onConflictDoNothing()
        .returning();
      if (created) await this.queueActivation(tx, created);
      return created;
    });
    if (!user) return null;
    this.app.mailer.nudge();
    return user;
  }

  /** A new activation link for `user`, and the e-mail that carries it, in `tx`. */
  private async queueActivation(tx: Database, user: UserRow) {
    const token = await issueOneTimeToken(tx, user.id, 'activation', ACTIVATION_TTL);
    const link = `${this.config.publicUrl}${paths.careers.activateAccount}?token=${token}`;
    await this.app.mailer.queue(tx, activationMail(user.locale, user.email, user.fullName, link));
  }

  async resendActivation(email: string) {
    const user = await this.findByLogin(email);
    if (!user || user.status !== 'pending') return;
    await this.db.transaction((tx) => this.queueActivation(tx, user));
    this.app.mailer.nudge();
  }

  /**
   * Activates the account of an activation token. A link opened again once the account is active
   * (or whose account was activated another way) says so rather than calling the link invalid.
   */
  async activate(token: string): Promise<'activated' | 'already_active' | 'expired' | 'invalid'> {
    const userId = await consumeOneTimeToken(this.db, token, 'activation');
    if (userId !== null) {
      await this.db
        .update(users)
        .set({ status: 'active', activatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(sql`${users.id} = ${userId} and ${users.status} = 'pending'`);
      this.app.accountState.invalidate(userId);
      return 'activated';
    }
    const spent = await spentTokenState(this.db, token, 'activation');
    if (!spent) return 'invalid';
    const user = await this.findById(spent.userId);
    if (user?.status === 'active') return 'already_active';
    return user?.status === 'pending' && spent.state === 'expired' ? 'expired' : 'invalid';
  }

  async forgotPassword(email: string) {
    const user = await this.findByLogin(email);
    if (!user || user.status === 'deleted') return;
    await this.db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, user.id, 'password-reset', RESET_TTL);
      const link = `${this.config.publicUrl}/pages/authentication/reset-password-v2?token=${token}`;
      await this.app.mailer.queue(tx, passwordResetMail(user.locale, user.email, user.fullName, link));
    });
    this.app.mailer.nudge();
  }

  /** Sets a new password from a reset token and signs out every session. The e-mail is proven, so a pending account becomes active. */
  async resetPassword(token: string, password: string): Promise<'done' | 'expired' | 'invalid'> {
    const userId = await consumeOneTimeToken(this.db, token, 'password-reset');
    if (userId === null) return (await spentTokenState(this.db, token, 'password-reset'))?.state === 'expired' ? 'expired' : 'invalid';
    await this.db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
        activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await revokeAllRefreshTokens(this.db, userId);
    await this.app.accountState.revokeAccessTokens(userId);
    return 'done';
  }
}
