import { tooManyRequests } from '../../lib/http-errors.js';

interface Window {
  failures: number;
  resetAt: number;
}

/** Counts failed sign-ins per account and per address in fixed windows; over the limit → 429. */
export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly perAccount: number,
    private readonly perAddress: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 (with Retry-After) when either the account or the address is over its limit. */
  check(account: string, address: string): void {
    const blocked = [this.blockedFor(`a:${account}`, this.perAccount), this.blockedFor(`i:${address}`, this.perAddress)];
    const retryAfterMs = Math.max(...blocked);
    if (retryAfterMs > 0) throw tooManyRequests(Math.ceil(retryAfterMs / 1000), 'Too many failed sign-in attempts. Please try again later.');
  }

  recordFailure(account: string, address: string): void {
    this.bump(`a:${account}`);
    this.bump(`i:${address}`);
  }

  recordSuccess(account: string): void {
    this.windows.delete(`a:${account}`);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private blockedFor(key: string, limit: number): number {
    const window = this.current(key);
    return window && window.failures >= limit ? window.resetAt - this.now() : 0;
  }

  private bump(key: string): void {
    const window = this.current(key) ?? { failures: 0, resetAt: this.now() + this.windowMs };
    window.failures += 1;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.prune();
  }

  private prune(): void {
    for (const key of this.windows.keys()) this.current(key);
  }
}
