import { describe, expect, it } from 'vitest';
import { MAX_VERIFIED_TOKENS, VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const exp = now / 1000 + 60;

  it('gives back a verified token’s payload until it expires, then forgets it', () => {
    const tokens = new VerifiedTokens<{ sub: number; exp: number }>();
    tokens.set('a.b.c', { sub: 7, exp }, now);
    expect(tokens.get('a.b.c', now)).toEqual({ sub: 7, exp });
    expect(tokens.get('a.b.c', now + 59_999)).toEqual({ sub: 7, exp });
    expect(tokens.get('a.b.c', now + 60_000)).toBeUndefined();
    expect(tokens.get('a.b.c', now)).toBeUndefined();
  });

  it('knows only the exact text it verified, and never a token without an expiry', () => {
    const tokens = new VerifiedTokens<{ sub: number; exp?: number }>();
    tokens.set('a.b.c', { sub: 7, exp }, now);
    tokens.set('no.exp.here', { sub: 8 }, now);
    expect(tokens.get('a.b.C', now)).toBeUndefined();
    expect(tokens.get('a.b.c ', now)).toBeUndefined();
    expect(tokens.get('no.exp.here', now)).toBeUndefined();
  });

  it('keeps at most `max` tokens, the oldest going first, and hands out payloads nobody can change', () => {
    const tokens = new VerifiedTokens<{ sub: number; exp: number }>(2);
    tokens.set('one', { sub: 1, exp }, now);
    tokens.set('two', { sub: 2, exp }, now);
    tokens.set('three', { sub: 3, exp }, now);
    expect(tokens.get('one', now)).toBeUndefined();
    expect(tokens.get('two', now)?.sub).toBe(2);
    expect(() => Object.assign(tokens.get('three', now)!, { sub: 1 })).toThrow(TypeError);
  });

  it(`holds MAX_VERIFIED_TOKENS (${MAX_VERIFIED_TOKENS}) tokens at most, and still knows the newest`, () => {
    const tokens = new VerifiedTokens<{ sub: number; exp: number }>();
    for (let i = 0; i < MAX_VERIFIED_TOKENS + 1_000; i++) tokens.set(`token.${i}`, { sub: i, exp }, now);
    expect(tokens.size).toBe(MAX_VERIFIED_TOKENS);
    expect(tokens.get(`token.${MAX_VERIFIED_TOKENS + 999}`, now)?.sub).toBe(MAX_VERIFIED_TOKENS + 999);
    expect(tokens.get('token.0', now)).toBeUndefined();
  });

  it('lets expired tokens go as new ones come, so it holds only the tokens of one lifetime', () => {
    const tokens = new VerifiedTokens<{ sub: number; exp: number }>();
    for (let i = 0; i < 100; i++) tokens.set(`early.${i}`, { sub: i, exp }, now);
    expect(tokens.size).toBe(100);
    tokens.set('later', { sub: 1, exp: exp + 60 }, now + 60_000);
    expect(tokens.size).toBe(1);
    expect(tokens.get('later', now + 60_000)?.sub).toBe(1);
  });
});
