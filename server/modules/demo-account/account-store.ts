import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { users } from '../../db/schema.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.js';
import { LoginLimiter, hashPassword, verifyPassword } from '../auth/index.js';
import { isCountryCode } from '../../../common/countries.js';
import {
  isPlausibleBirthDate,
  isStrongPassword,
  isWebAddress,
  SOCIAL_LINKS,
  type DemoAccountGeneralInput,
  type DemoAccountInfoInput,
  type DemoNotificationsInput,
  type DemoPasswordChange,
  type DemoSocialLinksInput,
  type SocialConnection,
} from '../../../common/demo-account.js';
import type { DemoAccountSettings } from './account-schemas.js';
import { seedAccountSettings } from './account-seed.js';

interface AccountRecord {
  settings: DemoAccountSettings;
  /** The demo page's own copy of the password: it starts as the sign-in password and never changes it. */
  passwordHash: string;
}

export interface PasswordLimits {
  failuresPerAccount: number;
  windowMs: number;
}

const today = () => new Date().toISOString().slice(0, 10);

function checkWebAddress(value: string | undefined, field: string): string {
  if (value === undefined || value === '') return '';
  if (!isWebAddress(value)) throw badRequest('Web addresses must start with http:// or https://.', { code: 'invalid_url', field });
  return value;
}

/**
 * The account settings of each signed-in user, in memory (demo state): seeded on first use from
 * the user's own account (name, e-mail, picture, and a copy of the password hash), changed only
 * here. Every change is synchronous after its checks, so concurrent requests cannot interleave
 * inside one; a password change refuses to start while another one of the same user is under way.
 */
export class DemoAccountStore {
  private readonly records = new Map<number, Promise<AccountRecord>>();
  private readonly changingPassword = new Set<number>();
  /** Wrong current passwords count like failed sign-ins: a stolen token cannot guess the password. */
  private readonly limiter: LoginLimiter;

  constructor(
    private readonly db: Database,
    limits: PasswordLimits,
  ) {
    this.limiter = new LoginLimiter({ perAccount: limits.failuresPerAccount, perAddress: Number.MAX_SAFE_INTEGER, windowMs: limits.windowMs });
  }

  private record(userId: number): Promise<AccountRecord> {
    let found = this.records.get(userId);
    if (!found) {
      found = this.seed(userId);
      this.records.set(userId, found);
      // A failed read (the account is gone) is not remembered: the next request tries again.
      found.catch(() => this.records.delete(userId));
    }
    return found;
  }

  private async seed(userId: number): Promise<AccountRecord> {
    const [row] = await this.db
      .select({ username: users.username, fullName: users.fullName, email: users.email, avatar: users.avatar, passwordHash: users.passwordHash, status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    if (!row || row.status === 'deleted') throw unauthorized('This account no longer exists');
    return { settings: seedAccountSettings(row), passwordHash: row.passwordHash };
  }

  async settings(userId: number): Promise<DemoAccountSettings> {
    return (await this.record(userId)).settings;
  }

  async saveGeneral(userId: number, input: DemoAccountGeneralInput): Promise<DemoAccountSettings> {
    const { settings } = await this.record(userId);
    const fullName = input.fullName.trim();
    if (!fullName) throw badRequest('Enter a name.', { code: 'invalid_input', field: 'fullName' });
    settings.general = { ...settings.general, username: input.username, fullName, email: input.email, company: (input.company ?? '').trim() };
    return settings;
  }

  async setAvatar(userId: number, avatar: string | null): Promise<DemoAccountSettings> {
    const { settings } = await this.record(userId);
    settings.general.avatar = avatar;
    return settings;
  }

  async changePassword(userId: number, input: DemoPasswordChange, ip: string): Promise<DemoAccountSettings> {
    if (!isStrongPassword(input.newPassword)) {
      throw badRequest('The new password needs at least 8 characters, a lower-case letter, and a digit, symbol or space.', {
        code: 'weak_password',
        field: 'newPassword',
      });
    }
    // One change at a time per user: a second one while the first is checking would verify the old password.
    if (this.changingPassword.has(userId)) throw conflict('A password change is already under way. Try again in a moment.');
    this.changingPassword.add(userId);
    try {
      const record = await this.record(userId);
      const attempt = await this.limiter.begin(`demo-account:${userId}`, ip);
      let matches = false;
      try {
        matches = await verifyPassword(input.currentPassword, record.passwordHash);
      } finally {
        await (matches ? attempt.succeeded() : attempt.failed());
      }
      if (!matches) throw badRequest('The current password is not correct.', { code: 'wrong_password', field: 'currentPassword' });
      record.passwordHash = await hashPassword(input.newPassword);
      record.settings.password = { changedAt: new Date().toISOString() };
      return record.settings;
    } finally {
      this.changingPassword.delete(userId);
    }
  }

  async saveInfo(userId: number, input: DemoAccountInfoInput): Promise<DemoAccountSettings> {
    const { settings } = await this.record(userId);
    const { bio = '', dob, country = '', website, phone = '' } = input;
    if (dob !== undefined && !isPlausibleBirthDate(dob, today())) {
      throw badRequest('The birth date must be a real day between 1900 and today.', { code: 'invalid_date', field: 'dob' });
    }
    if (country !== '' && !isCountryCode(country)) throw badRequest(`There is no country with the code ${country}.`, { code: 'unknown_country', field: 'country' });
    settings.info = { bio: bio.trim(), dob: dob ?? null, country, website: checkWebAddress(website, 'website'), phone: phone.trim() };
    return settings;
  }

  async saveSocialLinks(userId: number, input: DemoSocialLinksInput): Promise<DemoAccountSettings> {
    const { settings } = await this.record(userId);
    const links = Object.fromEntries(SOCIAL_LINKS.map((name) => [name, checkWebAddress(input[name], name)]));
    settings.social.socialLinks = links as DemoAccountSettings['social']['socialLinks'];
    return settings;
  }

  async setConnection(userId: number, service: SocialConnection, connected: boolean): Promise<DemoAccountSettings> {
    const { settings } = await this.record(userId);
    settings.social.connections[service] = connected
      ? { connected: true, id: settings.general.username, profileImg: settings.general.avatar }
      : { connected: false, id: null, profileImg: null };
    return settings;
  }

  async saveNotifications(userId: number, input: DemoNotificationsInput): Promise<DemoAccountSettings> {
    const { settings } = await this.record(userId);
    settings.notification = { ...input };
    return settings;
  }
}
