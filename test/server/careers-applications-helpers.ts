import type { TestApp } from '../helpers/app.js';
import { bearer } from '../helpers/app.js';
import { readOutbox, tokenFromOutbox, type OutboxMessage } from '../helpers/outbox.js';
import { FILES, FULL_PROFILE, inDays, publishableJob, registerApplicant, upload } from './careers-helpers.js';

export const APPS = '/api/careers/applications';
export const ADMIN_APPS = '/api/careers/admin/applications';

/** A published job (requires a CV and a licence), open for `days` more days; returns its id and reference. */
export async function openJob(t: TestApp, title: string, overrides: Record<string, unknown> = {}, days = 30) {
  const headers = bearer(await t.token('admin'));
  const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers, payload: publishableJob(title, inDays(days), overrides) });
  if (created.statusCode !== 201) throw new Error(`create job: ${created.body}`);
  const job = created.json();
  const published = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${job.id}/publish`, headers });
  if (published.statusCode !== 200) throw new Error(`publish job: ${published.body}`);
  return { id: job.id as number, reference: job.reference as string };
}

export async function closeJob(t: TestApp, id: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${id}/close`, headers: bearer(await t.token('admin')) });
  if (res.statusCode !== 200) throw new Error(`close job: ${res.body}`);
}

/** A registered applicant; `ready` also activates the account, completes the profile and uploads a CV and a licence. */
export async function applicant(t: TestApp, name: string, ready = true, fullName?: string) {
  const user = fullName ? await registerNamed(t, name, fullName) : await registerApplicant(t.app, name);
  const docs = { cv: '', licence: '' };
  if (ready) {
    const token = await tokenFromOutbox(t.dataDir, user.email, '/careers/activate-account');
    const activated = await t.app.inject({ method: 'POST', url: '/api/careers/activate-account', payload: { token } });
    if (activated.statusCode !== 200) throw new Error(`activate: ${activated.body}`);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: user.headers, payload: { ...FULL_PROFILE, version: 0 } });
    if (saved.statusCode !== 200) throw new Error(`profile: ${saved.body}`);
    docs.cv = (await upload(t.app, user.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).json().id;
    docs.licence = (await upload(t.app, user.headers, { kind: 'licence' }, { filename: 'licence.pdf', content: FILES.pdf() })).json().id;
  }
  return { ...user, docs };
}

async function registerNamed(t: TestApp, name: string, fullName: string) {
  const email = `${name}@example.org`;
  const password = 'a long enough passphrase';
  const res = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: name, email, password, fullName } });
  if (res.statusCode !== 200) throw new Error(`register ${name}: ${res.body}`);
  const session = res.json();
  return { id: session.userData.id as number, email, password, accessToken: session.accessToken as string, refreshToken: session.refreshToken as string, headers: bearer(session.accessToken) };
}

type Applicant = Awaited<ReturnType<typeof applicant>>;

/** Starts an application, fills the form in (both documents, declaration) and returns it. */
export async function draft(t: TestApp, who: Applicant, jobId: number, form: Record<string, unknown> = {}) {
  const started = await t.app.inject({ method: 'POST', url: APPS, headers: who.headers, payload: { jobId } });
  if (started.statusCode >= 300) throw new Error(`start: ${started.body}`);
  const app = started.json();
  const saved = await t.app.inject({
    method: 'PATCH',
    url: `${APPS}/${app.id}`,
    headers: who.headers,
    payload: { version: app.version, coverLetter: 'I would like to join the pharmacy team.', documentIds: [who.docs.cv, who.docs.licence].filter(Boolean), declaration: true, ...form },
  });
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.body}`);
  return saved.json() as { id: number; version: number; status: string };
}

/** A submitted application of `who` to `jobId`. */
export async function submitted(t: TestApp, who: Applicant, jobId: number) {
  const app = await draft(t, who, jobId);
  const res = await t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.body}`);
  return res.json() as { id: number; status: string };
}

/** Waits (e-mails go out after the answer) for a message to `to` whose text matches. */
export async function waitForMail(dataDir: string, to: string, match: RegExp, timeoutMs = 5000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  do {
    const found = (await readOutbox(dataDir)).find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && match.test(m.raw));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  throw new Error(`no e-mail to ${to} matching ${match}`);
}
