import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { registerApplicant } from './careers-helpers.js';

/**
 * Failed sign-ins stop the attacker without locking the real user out (LOGIN_FAILURES_PER_ACCOUNT
 * 5, LOGIN_FAILURES_PER_ADDRESS 20 here, the defaults). Addresses are set per request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '5', LOGIN_FAILURES_PER_ADDRESS: '20' });
});
afterAll(async () => t?.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email, password }, remoteAddress });

/** Wrong passwords from `count` addresses, one each, so that no address is slowed down. */
async function spreadFailures(login_: string, count: number, prefix: string) {
  for (let i = 0; i < count; i++) expect((await login(login_, 'wrong guess', `${prefix}.${i + 1}`)).statusCode).toBe(400);
}

describe('an attacker typing wrong passwords for someone else', () => {
  it('does not lock the real user out: the right password from an address that has not been failing signs in', async () => {
    const victim = await registerApplicant(t.app, 'victim.vera');
    const attacker = '203.0.113.10';
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await login(victim.email, `guess ${i}`, attacker)).statusCode);
    expect(answers.slice(0, 3)).toEqual([400, 400, 400]);
    expect(answers.slice(3)).toEqual(Array(9).fill(429));
    expect((await login(victim.email, victim.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('keeps stopping the attacker: its address gets 429 with Retry-After, even with the right password', async () => {
    const victim = await registerApplicant(t.app, 'victim.walt');
    await spreadFailures(victim.email, 5, '203.0.113');
    const res = await login(victim.email, victim.password, '203.0.113.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // A new address gets one try while the account is under attack; a wrong one ends it.
    expect((await login(victim.email, 'another guess', '203.0.113.50')).statusCode).toBe(400);
    expect((await login(victim.email, victim.password, '203.0.113.50')).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, '192.0.2.44')).statusCode).toBe(200);
  });

  it('the e-mail and the username of one account share one failure budget', async () => {
    const victim = await registerApplicant(t.app, 'victim.xena');
    await spreadFailures('victim.xena', 3, '203.0.114');
    await spreadFailures('VICTIM.XENA@example.org', 2, '203.0.115');
    // Five failures in all, by username and by e-mail: the account is under attack for both names.
    expect((await login(victim.email, victim.password, '203.0.114.1')).statusCode).toBe(429);
    expect((await login('victim.xena', victim.password, '203.0.115.1')).statusCode).toBe(429);
    expect((await login('victim.xena', victim.password, '192.0.2.45')).statusCode).toBe(200);
  });

  it('guesses sent at once cannot slip in before the failures are counted', async () => {
    const victim = await registerApplicant(t.app, 'victim.yuri');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(victim.email, `burst ${i}`, '203.0.113.99')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
  });

  it('the right password sent several times at once signs in every time (a script, several tabs)', async () => {
    const who = await registerApplicant(t.app, 'eager.eli');
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(who.email, who.password, '198.51.100.20')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  });

  it('an address trying many accounts is stopped after 20 failures, whoever it tries', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`nobody${i}@example.org`, 'x', '203.0.113.200')).statusCode).toBe(400);
    expect((await login('client@demo.com', 'client', '203.0.113.200')).statusCode).toBe(429);
    expect((await login('client@demo.com', 'client', '203.0.113.201')).statusCode).toBe(200);
  });

  it('an unknown login is limited exactly like a real one (nothing tells them apart)', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await login('no.such.person@example.org', 'x', `203.0.116.${i + 1}`)).statusCode);
    answers.push((await login('no.such.person@example.org', 'x', '203.0.116.1')).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
