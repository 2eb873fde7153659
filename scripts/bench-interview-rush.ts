/**
 * The interview booking rush (issue 28), part of `npm run bench` (`BENCH_ONLY=booking` alone): 200
 * applicants invited to one round of 40 slots (capacity 1), seeded before the server starts. Then,
 * over HTTP against the running server: the 200 ask for their invitation at once (getMyInterview, a
 * plain read; once to warm up, once measured), and all 200 book at once, five to a slot
 * (bookInterviewSlot). Prints p50 and p99 of both bursts and their ratio, the answers (40 booked,
 * 160 refused `slot_full`, nothing else), and the slots over capacity as the round's board reads
 * them back (its counters and its bookings): it must be 0, or the run fails.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, interviewInvitations, interviewRounds, interviewSlots, jobs, users } from '../server/db/schema.js';

export const INTERVIEW_RUSH = 'interview booking rush (200 applicants, 40 slots of one round)';
const APPLICANTS = 200;
const SLOTS = 40;
const SLOT_MINUTES = 20;
const DAY = 86_400_000;

interface Rush {
  jobId: number;
  roundId: number;
  slotIds: number[];
  applicants: { applicationId: number; token: string }[];
}

/** What the seed made, for the run in the same process (the seed runs before the server starts). */
let seeded: Rush | undefined;

/** The round, its 40 slots five days ahead, 200 applicants at interview, each invited with a week to book; their access tokens. */
export async function seedInterviewRush(app: FastifyInstance) {
  const batch = `rush${Date.now().toString(36)}`;
  const [job] = await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'open')).orderBy(jobs.id).limit(1);
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'));
  if (!job || !admin) throw new Error('the booking rush needs the demo data (an open job, admin@demo.com)');
  const [round] = await app.db
    .insert(interviewRounds)
    .values({ jobId: job.id, name: 'Booking rush', mode: 'in_person', location: 'Bench room', durationMinutes: SLOT_MINUTES, leadId: null, panelIds: [], createdBy: admin.id })
    .returning({ id: interviewRounds.id });
  const first = Math.floor(Date.now() / DAY) * DAY + 5 * DAY + 8 * 3_600_000;
  const slots = await app.db
    .insert(interviewSlots)
    .values(Array.from({ length: SLOTS }, (_, i) => ({ roundId: round!.id, startsAt: new Date(first + i * SLOT_MINUTES * 60_000), endsAt: new Date(first + (i + 1) * SLOT_MINUTES * 60_000), capacity: 1 })))
    .returning({ id: interviewSlots.id });
  await app.db.execute(sql`
    insert into users (email, username, full_name, password_hash, role, status, activated_at)
    select ${batch} || '-' || g || '@example.org', ${batch} || '-' || g, 'Rush Applicant ' || g, '!seeded', 'client', 'active', now()
    from generate_series(1, ${APPLICANTS}::int) g`);
  const people = await app.db.select({ id: users.id, role: users.role, ver: users.tokenVersion }).from(users).where(sql`${users.username} like ${`${batch}-%`}`).orderBy(users.id);
  const apps = await app.db
    .insert(applications)
    .values(people.map((p) => ({ jobId: job.id, applicantId: p.id, status: 'interview' as const, form: {} as never, submittedAt: new Date() })))
    .returning({ id: applications.id, applicantId: applications.applicantId });
  await app.db.insert(interviewInvitations).values(apps.map((a) => ({ roundId: round!.id, applicationId: a.id, bookBy: new Date(Date.now() + 7 * DAY), icalUid: `${batch}-${a.id}@interviews.careers`, invitedBy: admin.id })));
  const tokenOf = new Map(people.map((p) => [p.id, app.jwt.sign({ sub: p.id, role: p.role, ver: p.ver })]));
  seeded = { jobId: job.id, roundId: round!.id, slotIds: slots.map((s) => s.id), applicants: apps.map((a) => ({ applicationId: a.id, token: tokenOf.get(a.applicantId!)! })) };
  const invited = await app.db.$count(interviewInvitations, and(eq(interviewInvitations.roundId, round!.id), inArray(interviewInvitations.applicationId, apps.map((a) => a.id))));
  if (invited !== APPLICANTS) throw new Error(`the booking rush invited ${invited} applicants, not ${APPLICANTS}`);
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** Every call at once; each one's answer time (to its last byte), its status and its refusal code. */
async function burst(calls: (() => Promise<Response>)[]) {
  const started = performance.now();
  const answers = await Promise.all(
    calls.map(async (call) => {
      const t0 = performance.now();
      const res = await call();
      const body = await res.text();
      const code = res.ok ? '' : ((JSON.parse(body) as { code?: string }).code ?? String(res.status));
      return { ms: performance.now() - t0, status: res.status, code };
    }),
  );
  const times = answers.map((a) => a.ms);
  return { answers, total: performance.now() - started, p50: percentile(times, 50), p99: percentile(times, 99) };
}

type Board = { items: { id: number; slots: { id: number; booked: number; capacity: number }[]; invitations: { slotId: number | null; status: string }[] }[] };

/** Slots whose counter or whose bookings exceed their capacity, or whose counter disagrees with their bookings, as the admin API reads them. */
async function overCapacity(base: string, adminToken: string, rush: Rush) {
  const res = await fetch(`${base}/api/careers/admin/jobs/${rush.jobId}/interview-rounds`, { headers: { authorization: `Bearer ${adminToken}` } });
  const round = ((await res.json()) as Board).items.find((r) => r.id === rush.roundId);
  if (!round) throw new Error('the booking rush round is not on the board');
  const bookings = (slotId: number) => round.invitations.filter((i) => i.status === 'booked' && i.slotId === slotId).length;
  return {
    over: round.slots.filter((s) => s.booked > s.capacity || bookings(s.id) > s.capacity || bookings(s.id) !== s.booked).length,
    full: round.slots.filter((s) => s.booked === s.capacity).length,
  };
}

const ms = (n: number) => `${n.toFixed(1)}ms`;

/** The rush against the running server at `base`; sets a failing exit code when a slot is over capacity or an answer is not a booking or `slot_full`. */
export async function benchInterviewRush(base: string, adminToken: string) {
  const rush = seeded;
  if (!rush) throw new Error('the booking rush was not seeded');
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const url = (a: Rush['applicants'][number]) => `${base}/api/careers/applications/${a.applicationId}/interview`;
  const reads = () => rush.applicants.map((a) => () => fetch(url(a), { headers: headers(a.token) }));
  await burst(reads());
  const read = await burst(reads());
  const book = await burst(
    rush.applicants.map((a, i) => () => fetch(`${url(a)}/book`, { method: 'POST', headers: { ...headers(a.token), 'content-type': 'application/json' }, body: JSON.stringify({ slotId: rush.slotIds[i % SLOTS] }) })),
  );
  const booked = book.answers.filter((a) => a.status === 200).length;
  const refused = book.answers.filter((a) => a.code === 'slot_full').length;
  const other = APPLICANTS - booked - refused;
  const unreadable = read.answers.filter((a) => a.status !== 200).length;
  const { over, full } = await overCapacity(base, adminToken, rush);
  console.log(`\n${INTERVIEW_RUSH}, over HTTP, all at once (five applicants to a slot):`);
  console.log(`  plain read (getMyInterview) x${APPLICANTS}: p50 ${ms(read.p50)}, p99 ${ms(read.p99)}, whole burst ${ms(read.total)}${unreadable ? `, ${unreadable} not 200` : ''}`);
  console.log(`  booking (bookInterviewSlot) x${APPLICANTS}: p50 ${ms(book.p50)}, p99 ${ms(book.p99)}, whole burst ${ms(book.total)}`);
  console.log(`  booking / plain read: p50 ${(book.p50 / Math.max(read.p50, 0.1)).toFixed(2)}, p99 ${(book.p99 / Math.max(read.p99, 0.1)).toFixed(2)}`);
  console.log(`  answers: ${booked} booked, ${refused} refused slot_full, ${other} other; slots full ${full} of ${SLOTS}; slots over capacity: ${over} (must be 0)`);
  if (over || other || unreadable || booked !== SLOTS) process.exitCode = 1;
}
