/**
 * Interview booking under a rush (`npx tsx scripts/bench-interviews.ts`; PostgreSQL with
 * TEST_DATABASE_URL): 200 shortlisted applicants, invited to one round of 40 slots (capacity 1),
 * all book at once, each trying the slots in turn from a different start until one is theirs. In
 * process (app.inject, no sockets), beside the same 200 asking for their invitation (a plain read).
 * Prints the answer times (p50, p99, whole burst) and checks that no slot holds more than its capacity.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { applications, interviewSlots, jobs } from '../server/db/schema.js';
import { createTestApp } from '../test/helpers/app.js';

const APPLICANTS = 200;
const SLOTS = 40;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function must(app: FastifyInstance, opts: InjectOptions, status = 200) {
  const res = await app.inject(opts);
  if (res.statusCode !== status) throw new Error(`${JSON.stringify(opts).slice(0, 120)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json();
}

async function burst(calls: (() => Promise<unknown>)[]) {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(calls.map(async (call) => {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }));
  return { total: performance.now() - started, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const t = await createTestApp();
try {
  const admin = { authorization: `Bearer ${await t.token('admin')}` };
  const [jobId] = await t.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'open')).orderBy(jobs.id).limit(1);
  if (!jobId) throw new Error('no open job (the demo seed)');
  const round = await must(t.app, { method: 'POST', url: `/api/careers/admin/jobs/${jobId.id}/interview-rounds`, headers: admin, payload: { name: 'Bench panel', mode: 'in_person', durationMinutes: 20, leadId: null, panelIds: [] } }, 201);
  await must(t.app, { method: 'POST', url: `/api/careers/admin/interview-rounds/${round.id}/slots`, headers: admin, payload: { from: day(5), to: day(5), dayStart: '08:00', dayEnd: '21:20', lengthMinutes: 20, bufferMinutes: 0, capacity: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], preview: false } });
  const slots = (await t.app.db.select().from(interviewSlots).where(eq(interviewSlots.roundId, round.id))).map((s) => s.id);
  if (slots.length !== SLOTS) throw new Error(`expected ${SLOTS} slots, got ${slots.length}`);
  const people: { headers: Record<string, string>; applicationId: number }[] = [];
  for (let i = 0; i < APPLICANTS; i += 1) {
    const session = await must(t.app, { method: 'POST', url: '/api/jwt/register', payload: { username: `bench-${i}`, email: `bench-${i}@example.org`, password: 'a long enough passphrase', fullName: `Bench ${i}` } });
    const [row] = await t.app.db.insert(applications).values({ jobId: jobId.id, applicantId: session.userData.id, status: 'shortlisted', form: {} as never, submittedAt: new Date() }).returning();
    people.push({ headers: { authorization: `Bearer ${session.accessToken}` }, applicationId: row!.id });
  }
  await must(t.app, { method: 'POST', url: `/api/careers/admin/interview-rounds/${round.id}/invitations`, headers: admin, payload: { applicationIds: people.map((p) => p.applicationId), bookBy: new Date(Date.now() + 3 * 86_400_000).toISOString() } });
  const read = await burst(people.map((p) => () => t.app.inject({ url: `/api/careers/applications/${p.applicationId}/interview`, headers: p.headers })));
  let booked = 0;
  let attempts = 0;
  const book = await burst(
    people.map((p, i) => async () => {
      for (let k = 0; k < SLOTS; k += 1) {
        attempts += 1;
        const res = await t.app.inject({ method: 'POST', url: `/api/careers/applications/${p.applicationId}/interview/book`, headers: p.headers, payload: { slotId: slots[(i + k) % SLOTS] } });
        if (res.statusCode === 200) return void (booked += 1);
        if (res.json().code !== 'slot_full') throw new Error(res.body);
      }
    }),
  );
  const over = (await t.app.db.select().from(interviewSlots).where(eq(interviewSlots.roundId, round.id))).filter((s) => s.booked > s.capacity || s.booked !== 1);
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`${engine}: ${APPLICANTS} applicants, ${SLOTS} slots of capacity 1`);
  console.log(`  plain read (getMyInterview) x${APPLICANTS} at once: burst ${read.total.toFixed(0)} ms, p50 ${read.p50.toFixed(1)} ms, p99 ${read.p99.toFixed(1)} ms`);
  console.log(`  booking rush: ${attempts} booking requests, ${booked} booked, burst ${book.total.toFixed(0)} ms, p50 per applicant ${book.p50.toFixed(1)} ms, p99 ${book.p99.toFixed(1)} ms`);
  console.log(`  slots over capacity or left empty: ${over.length}`);
  if (booked !== SLOTS || over.length) process.exitCode = 1;
} finally {
  await t.close();
}
