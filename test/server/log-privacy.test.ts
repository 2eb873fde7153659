import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { FULL_PROFILE, registerApplicant } from './careers-helpers.js';

/** Logs never carry personal data: the log lines of real requests are captured and read. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, {}, { log: (line) => lines.push(line) });
});
afterAll(async () => t?.close());

const logged = () => lines.join('');

describe('a request that fails in the database', () => {
  it('is logged with the statement and the error, never the values (here an applicant’s whole profile)', async () => {
    const who = await registerApplicant(t.app, 'logged.lisa');
    // The database refuses every new profile from now on (a rule added behind the app's back).
    await t.app.db.execute(sql`alter table applicant_profiles add constraint log_test_refuses_all check (user_id < 0) not valid`);
    try {
      lines.length = 0;
      const res = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: who.headers, payload: { ...FULL_PROFILE, version: 0 } });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
      const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].err.query).toMatch(/^insert into "applicant_profiles"/);
      expect(errors[0].err.cause).toMatchObject({ code: '23514', constraint: 'log_test_refuses_all', message: expect.stringContaining('violates check constraint') });
      for (const personal of ['Otieno', 'Amina', '28456123', 'Kisumu', '+254 712 345 678', 'Nursing Council', 'Mary Njeri']) {
        expect(logged(), personal).not.toContain(personal);
      }
    } finally {
      await t.app.db.execute(sql`alter table applicant_profiles drop constraint log_test_refuses_all`);
    }
  });
});

describe('request logs', () => {
  it('carry no token, password or cookie', async () => {
    lines.length = 0;
    const login = await t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: 'client@demo.com', password: 'client' } });
    const { accessToken, refreshToken } = login.json();
    await t.app.inject({ url: '/api/auth/me', headers: { ...bearer(accessToken), cookie: `refresh_token=${refreshToken}` } });
    await t.app.inject({ url: `/api/careers/jobs?token=${refreshToken}&access_token=${accessToken}&q=nurse` });
    await t.app.inject({ method: 'POST', url: '/api/careers/activate-account', payload: { token: 'activation-secret-123' } });
    const text = logged();
    expect(text).toContain('/api/careers/jobs?token=[Redacted]&access_token=[Redacted]&q=nurse');
    for (const secret of [accessToken, refreshToken, 'activation-secret-123', '"client"']) expect(text, secret).not.toContain(secret);
  });

  it('redact tokens, passwords and cookies wherever code logs them', async () => {
    lines.length = 0;
    t.app.log.info(
      {
        request: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'refresh_token=cookie-secret' } },
        body: { email: 'x@example.org', password: 'hunter2', currentPassword: 'old-secret', newPassword: 'new-secret', refreshToken: 'rt-secret', token: 'tk-secret' },
        response: { headers: { 'set-cookie': 'refresh_token=set-secret' } },
      },
      'something happened',
    );
    const text = logged();
    expect(text).toContain('something happened');
    for (const secret of ['abc.def.ghi', 'cookie-secret', 'hunter2', 'old-secret', 'new-secret', 'rt-secret', 'tk-secret', 'set-secret']) expect(text, secret).not.toContain(secret);
  });
});
