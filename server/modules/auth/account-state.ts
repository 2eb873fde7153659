import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../common/ability.js';
import type { StaffGrant } from '../../../common/staff-rules.js';
import type { Database } from '../../db/connection.js';
import { jobTeam, staffProfiles, users } from '../../db/schema.js';
import { setBounded } from '../../lib/bounded-map.js';
import type { InvalidationBus } from '../../lib/invalidation-bus.js';

/** Account states kept at most (about 500 bytes each): past it, the one read first goes and is read again when needed. */
export const MAX_ACCOUNT_STATES = 50_000;

/** The bus topic of account-state invalidations (the payload is the account id). */
const TOPIC = 'account-state';

/** What every signed-in request needs to know about its account, and what `/api/auth/me` shows of it. */
export interface AccountState {
  id: number;
  role: Role;
  status: 'pending' | 'active' | 'deleted';
  /** Access tokens carry the version they were issued under; only the current one is accepted. */
  tokenVersion: number;
  fullName: string;
  username: string;
  email: string;
  locale: string;
  avatar: string | null;
  /**
   * The staff grant (staff_profiles and the active job_team rows) the ability is built from, as
   * the database held it at `grantsVersion`; null for an applicant (or an administrator without a
   * staff profile). Read with the account, never from the token's claims.
   */
  staff: StaffState | null;
}

/** A staff account's grant and whether it may be used at all. */
export interface StaffState extends StaffGrant {
  grantsVersion: number;
  /** Deactivated (never deleted): signing in, refreshing and every request are refused. */
  deactivated: boolean;
}

/**
 * The current state of accounts, kept in this process by account id: filled from the database on
 * a miss, then served from memory, so checking an access token costs no database round trip.
 * There is no expiry: every writer of the state calls `invalidate(accountId)` after its change
 * (or `revokeAccessTokens`, which does), so the next request reads the new state.
 * Writers: password change and reset, sign-out, refresh-token reuse, account deletion, activation,
 * a change of language; a change of a staff grant or team (which also raises `grants_version`),
 * deactivation or profile edit must do the same.
 * With a bus, `invalidate` reaches every instance (PostgreSQL NOTIFY): a change made through one
 * instance is seen by the others on their next request; if the bus lost messages, all is forgotten.
 */
export class AccountStateCache {
  /** One entry per account: the load in progress or its result (null: no such account). */
  private readonly entries = new Map<number, Promise<AccountState | null>>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly db: Database,
    private readonly maxEntries = MAX_ACCOUNT_STATES,
    private readonly bus?: InvalidationBus,
    private readonly onPublishError: (err: unknown) => void = () => {},
  ) {
    bus?.subscribe(TOPIC, (payload) => this.entries.delete(Number(payload)));
    bus?.onResync(() => this.entries.clear());
  }

  /** The state of `accountId`, or null when there is no such account. */
  get(accountId: number): Promise<AccountState | null> {
    const cached = this.entries.get(accountId);
    if (cached) {
      this.hits += 1;
      return cached;
    }
    this.misses += 1;
    const loading = this.load(accountId);
    // Stored before it resolves: an invalidation meanwhile removes it, so a stale read is never kept.
    setBounded(this.entries, accountId, loading, this.maxEntries);
    loading.catch(() => {
      if (this.entries.get(accountId) === loading) this.entries.delete(accountId);
    });
    return loading;
  }

  /** Forgets the account's state: the next request reads it from the database. Call it after every change of the state. */
  invalidate(accountId: number): void {
    this.publish(accountId).catch(this.onPublishError);
  }

  /** Forgets the account here and tells the other instances (resolves once the message is sent). */
  private async publish(accountId: number): Promise<void> {
    this.entries.delete(accountId);
    await this.bus?.publish(TOPIC, String(accountId));
  }

  /** Ends every access token issued so far for the account (they get 401 on their next request). */
  async revokeAccessTokens(accountId: number): Promise<void> {
    await this.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, accountId));
    await this.publish(accountId);
  }

  /** Cache figures (tests, diagnostics). */
  stats() {
    return { entries: this.entries.size, hits: this.hits, misses: this.misses };
  }

  private async load(accountId: number): Promise<AccountState | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        role: users.role,
        status: users.status,
        tokenVersion: users.tokenVersion,
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        locale: users.locale,
        avatar: users.avatar,
      })
      .from(users)
      .where(eq(users.id, accountId));
    if (!row) return null;
    return { ...row, staff: await this.loadStaff(accountId) };
  }

  /** The staff grant of the account, with its active hiring-team rows; null without a staff profile. */
  private async loadStaff(accountId: number): Promise<StaffState | null> {
    const [profile] = await this.db.select().from(staffProfiles).where(eq(staffProfiles.userId, accountId));
    if (!profile) return null;
    const teams = await this.db
      .select({ jobId: jobTeam.jobId, teamRole: jobTeam.teamRole, makeDecisions: jobTeam.makeDecisions })
      .from(jobTeam)
      .where(and(eq(jobTeam.userId, accountId), isNull(jobTeam.removedAt)));
    return {
      userId: accountId,
      systemRole: profile.systemRole,
      departments: profile.departments ?? null,
      flags: profile.flags ?? [],
      teams,
      grantsVersion: profile.grantsVersion,
      deactivated: profile.deactivatedAt !== null,
    };
  }
}
