import { setBounded } from './bounded-map.js';

/** Verified tokens kept at most (a token and its payload: under 1 KB each). */
export const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Access tokens already verified, by their exact text, until they expire: a signed-in user's next
 * requests skip decoding the same token and checking its signature again (docs/performance.md,
 * "Why the code is as it is"). Revocation does not rely on it: the account state is checked on
 * every request. Bounded: past `max` tokens, the oldest one goes.
 */
export class VerifiedTokens<P extends { exp?: number }> {
  private readonly entries = new Map<string, P>();

  constructor(private readonly max = MAX_VERIFIED_TOKENS) {}

  /** Tokens held (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /** The payload of `token` if it was verified and has not expired by `nowMs`. */
  get(token: string, nowMs = Date.now()): P | undefined {
    const payload = this.entries.get(token);
    if (payload === undefined) return undefined;
    if (payload.exp === undefined || payload.exp * 1000 <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return payload;
  }

  /**
   * Remembers `token` (just verified) with its payload, frozen: a request may replace it, never
   * change it. Tokens are issued with one lifetime, so the oldest expire first: the expired ones at
   * the front leave now, and the map holds the tokens of the last ACCESS_TOKEN_TTL, not of every
   * sign-in until the bound.
   */
  set(token: string, payload: P, nowMs = Date.now()): void {
    for (const [oldest, held] of this.entries) {
      if (held.exp !== undefined && held.exp * 1000 > nowMs) break;
      this.entries.delete(oldest);
    }
    setBounded(this.entries, token, Object.freeze({ ...payload }), this.max);
  }
}
