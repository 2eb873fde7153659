import { expect } from 'vitest';
import { bearer, type TestApp } from '../helpers/app.js';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema.js';

export const STAFF = '/api/careers/admin/staff';
export const ACCEPT = '/api/auth/staff-invitations/accept';
export const INVITE_PATH = '/careers/staff-invitation';
export const PASSWORD = 'a staff passphrase';

type Headers = Record<string, string>;

/** Invites `email` as `headers`' caller; answers the reply. */
export const invite = (t: TestApp, headers: Headers, email: string, fields: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `${STAFF}/invitations`, headers, payload: { email, fullName: email.split('@')[0], systemRole: 'panel_member', ...fields } });

/** The token of the newest invitation link queued for `email` (the outbox row, in the invitation's transaction). */
export async function invitationToken(t: TestApp, email: string) {
  const [mail] = await t.app.db
    .select({ text: mailOutbox.bodyText })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = new RegExp(`${INVITE_PATH}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link for ${email}`);
  return token;
}

export const accept = (t: TestApp, token: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: ACCEPT, payload: { token, password } });

/** An active staff account: invited by `headers`' caller, link used, signed in. */
export async function activeStaff(t: TestApp, headers: Headers, email: string, fields: Record<string, unknown> = {}) {
  const invited = await invite(t, headers, email, fields);
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await accept(t, await invitationToken(t, email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const session = await t.login(email, PASSWORD);
  expect(session.statusCode, session.body).toBe(200);
  return { id: invited.json().id as number, email, headers: bearer(session.json().accessToken), refreshToken: session.json().refreshToken as string };
}
