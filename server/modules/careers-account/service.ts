import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { refuse } from '../../lib/refusals.js';
import { attemptStoreFor, hashPassword, issueRefreshToken, LoginLimiter, revokeAllRefreshTokens, verifyPassword } from '../auth/index.js';
import { documentStoreFor, toDocument, type DocumentStore } from '../careers-documents/index.js';
import { deleteProfile, readProfile } from '../careers-profile/index.js';
import { eraseApplications, exportApplications } from '../careers-applications/index.js';
import { deleteMonitoring, readMonitoring } from '../careers-equal-opportunities/index.js';
import { alertsOf, deleteAlertsOf, toJobAlert } from '../careers-alerts/index.js';
import { deletePreferencesAndLinks, findPreferences, findUser, isStaff, savePreferences, updateUser, type UserRow } from './repo.js';
import type { AccountExport, AccountPreferences } from './schemas.js';

/** Account settings of the signed-in user: password, preferences, download my data, delete my account. */
export class AccountSettings {
  private readonly documents: DocumentStore;
  /** Wrong current passwords count like failed sign-ins, so a stolen access token cannot guess the password. */
  private readonly limiter: LoginLimiter;

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {
    this.documents = documentStoreFor(app, config);
    this.limiter = new LoginLimiter(
      { perAccount: config.loginFailuresPerAccount, perAddress: Number.MAX_SAFE_INTEGER, windowMs: config.loginFailureWindowSeconds * 1000 },
      attemptStoreFor(app, 'settings-password'),
    );
  }

  private get db() {
    return this.app.db;
  }

  async user(userId: number): Promise<UserRow> {
    const row = await findUser(this.db, userId);
    if (!row || row.status === 'deleted') throw refuse('account_gone', 'This account no longer exists');
    return row;
  }

  /** Checks the password the user typed to confirm a sensitive change (400 when wrong, 429 after too many). */
  private async confirm(user: UserRow, password: string, ip: string, field: 'currentPassword' | 'password'): Promise<void> {
    const attempt = await this.limiter.begin(`settings:${user.id}`, ip);
    let matches = false;
    try {
      matches = await verifyPassword(password, user.passwordHash);
    } finally {
      await (matches ? attempt.succeeded() : attempt.failed());
    }
    if (!matches) throw refuse('wrong_password', 'The password is not correct.', { field });
  }

  /** New password; every other session is signed out and this one continues with a new refresh token. */
  async changePassword(userId: number, current: string, next: string, ip: string, keepToken: string | undefined) {
    const user = await this.user(userId);
    await this.confirm(user, current, ip, 'currentPassword');
    await updateUser(this.db, userId, { passwordHash: await hashPassword(next) });
    await revokeAllRefreshTokens(this.db, userId, keepToken);
    await this.app.accountState.revokeAccessTokens(userId);
    return issueRefreshToken(this.db, userId, this.config.refreshTokenTtlSeconds);
  }

  async preferences(userId: number): Promise<AccountPreferences> {
    const user = await this.user(userId);
    const row = await findPreferences(this.db, userId);
    return {
      locale: user.locale as AccountPreferences['locale'],
      notifications: { applicationUpdates: row?.emailApplicationUpdates ?? true, jobAlerts: row?.emailJobAlerts ?? false },
    };
  }

  async savePreferences(userId: number, prefs: AccountPreferences): Promise<AccountPreferences> {
    await updateUser(this.db, userId, { locale: prefs.locale });
    this.app.accountState.invalidate(userId);
    await savePreferences(this.db, userId, { emailApplicationUpdates: prefs.notifications.applicationUpdates, emailJobAlerts: prefs.notifications.jobAlerts });
    return this.preferences(userId);
  }

  /** Everything kept about the user, as one JSON document. */
  async export(userId: number): Promise<AccountExport> {
    const user = await this.user(userId);
    const profile = await readProfile(this.db, userId);
    return {
      exportedAt: new Date().toISOString(),
      account: {
        id: user.id,
        username: user.username,
        email: user.email,
        fullName: user.fullName,
        role: user.role,
        status: user.status,
        locale: user.locale,
        createdAt: user.createdAt.toISOString(),
        activatedAt: user.activatedAt?.toISOString() ?? null,
      },
      preferences: await this.preferences(userId),
      profile: profile.updatedAt ? profile.profile : null,
      documents: (await this.documents.list(userId)).map(toDocument),
      applications: await exportApplications(this.db, userId),
      equalOpportunities: await readMonitoring(this.db, userId),
      jobAlerts: (await alertsOf(this.db, userId)).map(toJobAlert),
    };
  }

  /**
   * Deletes the account: sessions revoked, documents (rows and files), details, preferences and job alerts
   * removed, the address taken out of the mail log, and the login record kept only as an anonymous
   * tombstone that can never sign in.
   */
  async deleteAccount(userId: number, password: string, ip: string): Promise<void> {
    const user = await this.user(userId);
    if (await isStaff(this.db, userId)) {
      throw refuse('staff_not_deletable', 'Staff accounts cannot be deleted from the account settings: an administrator deactivates staff accounts.');
    }
    if (user.role === 'admin') throw refuse('admin_not_deletable', 'Administrator accounts cannot be deleted from the account settings.');
    await this.confirm(user, password, ip, 'password');
    await revokeAllRefreshTokens(this.db, userId);
    await this.documents.removeAll(userId);
    await eraseApplications(this.db, userId);
    await deleteProfile(this.db, userId);
    await deleteMonitoring(this.db, userId);
    await deletePreferencesAndLinks(this.db, userId);
    await deleteAlertsOf(this.db, userId);
    const tombstone = `deleted-${userId}@deleted.invalid`;
    // The mail log keeps what was sent and how it went, no longer to whom nor what; the outbox folder's copies go.
    await this.app.mailer.forget(user.email, tombstone);
    await updateUser(this.db, userId, {
      status: 'deleted',
      email: tombstone,
      username: `deleted-${userId}`,
      fullName: 'Deleted account',
      passwordHash: '!deleted',
      avatar: null,
    });
    await this.app.accountState.revokeAccessTokens(userId);
  }
}
