import { tooManyRequests } from '../../lib/http-errors.js';
import { MemoryAttemptStore, type AttemptStore, type Counter } from './attempt-store.js';

export interface LoginLimits {
  /** Failures against one account (from any address) in a window after which the account is under attack. */
  perAccount: number;
  /** Failures from one address (against any account) in a window after which the address waits for the window's end. */
  perAddress: number;
  windowMs: number;
}

/** Failures of one address against one account that cost nothing (a typo and its retry). */
export const FREE_PAIR_FAILURES = 2;

/** How long an address waits after its `failures`-th failure against one account: 0, 0, then 1 s, 2 s, 4 s… */
export function pairDelayMs(failures: number, windowMs: number): number {
  if (failures <= FREE_PAIR_FAILURES) return 0;
  return Math.min(windowMs, 1000 * 2 ** (failures - FREE_PAIR_FAILURES - 1));
}

/** How long an attempt may stay unsettled before the next attempt of the same pair is judged anyway. */
const SETTLE_TIMEOUT_MS = 30_000;

/** One attempt let through: say how it ended (always, or the next attempt of its pair waits SETTLE_TIMEOUT_MS). */
export interface LoginAttempt {
  /** The password was right: the attempt is taken back and this address's failures against the account forgotten. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
}

/**
 * Failed sign-ins, counted per address, per account, and per account and address pair, so that an
 * attacker is stopped without locking the real user out:
 * - an address with `perAddress` failures (any accounts) in the window waits for the window's end;
 * - an address that keeps failing against one account waits longer each time (`pairDelayMs`);
 * - once an account has `perAccount` failures in the window it is under attack: only addresses that
 *   have not failed against it may still try (the real user, elsewhere, signs in with the right
 *   password), the failing ones wait for the end of their window.
 * The account key is the account (so its e-mail and username share one budget), or the login typed
 * when there is no such account (answered alike, so nothing tells them apart).
 * An attempt is counted before the password is checked and taken back when it was right, so
 * concurrent guesses cannot all slip in before the first failure is counted.
 */
export class LoginLimiter {
  /**
   * Per account-and-address pair, the settling of the attempt in progress (see `begin`). Bounded
   * by the sign-ins in progress: an entry leaves when its attempt is settled, or SETTLE_TIMEOUT_MS
   * after it was let through at the latest.
   */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly store: AttemptStore = new MemoryAttemptStore(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Pairs with an attempt in progress (tests, diagnostics). */
  get pending(): number {
    return this.inFlight.size;
  }

  private keys(account: string, address: string) {
    return { address: `address:${address}`, account: `account:${account}`, pair: `pair:${account}|${address}` };
  }

  /** How long (ms) this attempt must wait, from the counters including it; 0 when it may go ahead. */
  private waitMs(now: number, counters: { address?: Counter; account?: Counter; pair?: Counter; pairBefore?: Counter }, counted: boolean): number {
    const { perAccount, perAddress, windowMs } = this.limits;
    // With `counted`, the counters include this attempt: compare past failures, not this one.
    const own = counted ? 1 : 0;
    const { address, account, pair } = counters;
    const waits = [0];
    if (address && address.count - own >= perAddress) waits.push(address.resetAt - now);
    const pairFailures = pair ? pair.count - own : 0;
    if (pair && pairFailures > 0) {
      if (account && account.count - own >= perAccount) waits.push(pair.resetAt - now);
      const last = counted ? (counters.pairBefore?.lastAt ?? now) : pair.lastAt;
      waits.push(last + pairDelayMs(pairFailures, windowMs) - now);
    }
    return Math.max(...waits);
  }

  private refuse(waitMs: number): never {
    throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)), 'Too many failed sign-in attempts. Please try again later.');
  }

  /**
   * Lets an attempt go ahead (429 with Retry-After otherwise) and counts it until it is said to
   * have succeeded. Attempts of one account from one address are taken one at a time in this
   * process: the next is judged once the previous one is settled, so the right password sent
   * several times at once signs in every time, and wrong ones sent at once are judged as failures.
   */
  async begin(account: string, address: string): Promise<LoginAttempt> {
    const keys = this.keys(account, address);
    const previous = this.inFlight.get(keys.pair);
    let release!: () => void;
    const settled = new Promise<void>((resolve) => (release = resolve));
    const turn = (previous ?? Promise.resolve()).then(() => settled);
    this.inFlight.set(keys.pair, turn);
    void turn.then(() => {
      if (this.inFlight.get(keys.pair) === turn) this.inFlight.delete(keys.pair);
    });
    await previous;
    try {
      await this.judge(keys);
    } catch (err) {
      release();
      throw err;
    }
    // An attempt its caller never settles (a crash between the two) lets the next one go after a while.
    const timer = setTimeout(release, SETTLE_TIMEOUT_MS);
    timer.unref();
    const settle = () => {
      clearTimeout(timer);
      release();
    };
    const { windowMs } = this.limits;
    return {
      succeeded: async () => {
        const now = this.now();
        try {
          await Promise.all([this.store.add(keys.address, -1, windowMs, now), this.store.add(keys.account, -1, windowMs, now), this.store.delete(keys.pair)]);
        } finally {
          settle();
        }
      },
      failed: async () => settle(),
    };
  }

  /** Counts the attempt, or refuses it (429) without counting it. */
  private async judge(keys: ReturnType<LoginLimiter['keys']>): Promise<void> {
    const { windowMs } = this.limits;
    const now = this.now();
    const [addressCounter, accountCounter, pairCounter] = await Promise.all([this.store.get(keys.address, now), this.store.get(keys.account, now), this.store.get(keys.pair, now)]);
    const before = this.waitMs(now, { address: addressCounter, account: accountCounter, pair: pairCounter }, false);
    if (before > 0) this.refuse(before);

    // Count first, then look again at the counters with this attempt in: of attempts arriving
    // together (other addresses, other processes), only those still within the limits go on.
    const [a, c, p] = await Promise.all([this.store.add(keys.address, 1, windowMs, now), this.store.add(keys.account, 1, windowMs, now), this.store.add(keys.pair, 1, windowMs, now)]);
    const after = this.waitMs(now, { address: a.after, account: c.after, pair: p.after, pairBefore: p.before }, true);
    if (after > 0) {
      await Promise.all([this.store.add(keys.address, -1, windowMs, now), this.store.add(keys.account, -1, windowMs, now), this.store.add(keys.pair, -1, windowMs, now)]);
      this.refuse(after);
    }
  }
}
