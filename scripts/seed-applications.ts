/**
 * Inserts N generated applications (for the benchmark's 100,000-application list) in a few
 * set-based statements: applicants via generate_series, then applications spread over every
 * non-draft job, then one "submitted" timeline event per submitted application.
 *
 *   tsx scripts/seed-applications.ts 100000   # into the database of DATA_DIR / DATABASE_URL
 *
 * or, from code (the bench setup): `await seedManyApplications(app.db, 100_000)`. Run after jobs exist.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/connection.js';
import { runSeedCli } from './seed-cli.js';
import { rawRows } from '../server/db/raw-rows.js';

const STATUSES = ['submitted', 'submitted', 'under_review', 'under_review', 'under_review', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'rejected', 'withdrawn', 'draft'];

/** Inserts `n` applications (and the applicants they need); returns how many applications were inserted. */
export async function seedManyApplications(db: Database, n: number): Promise<number> {
  const [jobCount] = (await rawRows<{ n: string }>(db, sql`select count(*) as n from jobs where status <> 'draft'`)).map((r) => Number(r.n));
  if (!jobCount) throw new Error('seed jobs first (scripts/seed-jobs.ts)');
  const batch = `s${Date.now().toString(36)}`;
  const applicants = Math.ceil(n / jobCount) + 1;
  await db.execute(sql`
    insert into users (email, username, full_name, password_hash, role, status, activated_at)
    select ${batch} || '-applicant-' || g || '@example.org', ${batch} || '-applicant-' || g, 'Applicant ' || g || ' ' || ${batch}, '!seeded', 'client', 'active', now()
    from generate_series(1, ${applicants}::int) g`);
  const statuses = `{${STATUSES.join(',')}}`;
  const inserted = await rawRows<{ id: number }>(
    db,
    sql`
    with j as (select array_agg(id order by id) as ids, count(*)::int as n from jobs where status <> 'draft'),
         u as (select array_agg(id order by id) as ids from users where username like ${`${batch}-applicant-%`}),
         s as (select ${statuses}::text[] as names)
    insert into applications (job_id, applicant_id, status, version, form, snapshot, submitted_at, created_at, updated_at)
    select j.ids[1 + g % j.n],
           u.ids[1 + g / j.n],
           s.names[1 + g % array_length(s.names, 1)],
           2,
           jsonb_build_object('coverLetter', 'Seeded application ' || g, 'documentIds', '[]'::jsonb, 'declaration', true),
           case when s.names[1 + g % array_length(s.names, 1)] = 'draft' then null else jsonb_build_object(
             'applicant', jsonb_build_object('fullName', 'Applicant ' || (1 + g / j.n), 'email', 'applicant-' || (1 + g / j.n) || '@example.org'),
             'profile', null, 'documents', '[]'::jsonb,
             'form', jsonb_build_object('coverLetter', 'Seeded application ' || g, 'documentIds', '[]'::jsonb, 'declaration', true),
             'job', jsonb_build_object('id', j.ids[1 + g % j.n], 'reference', 'seeded', 'title', 'seeded'),
             'anonymised', false) end,
           case when s.names[1 + g % array_length(s.names, 1)] = 'draft' then null else now() - ((g % 120) || ' days')::interval - ((g % 1440) || ' minutes')::interval end,
           now() - ((g % 120) || ' days')::interval - interval '1 day',
           now() - ((g % 60) || ' days')::interval
    from generate_series(0, ${n - 1}::int) g, j, u, s
    on conflict do nothing
    returning id`,
  );
  await db.execute(sql`
    insert into application_events (application_id, at, actor_id, actor_role, from_status, to_status, visible_to_applicant, notified)
    select a.id, a.submitted_at, a.applicant_id, 'applicant', 'draft', 'submitted', true, true
    from applications a join users u on u.id = a.applicant_id
    where a.submitted_at is not null and u.username like ${`${batch}-applicant-%`}`);
  // Fresh statistics and visibility map, as autovacuum would give a long-running database.
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`vacuum analyze application_events`);
  await db.execute(sql`analyze users`);
  return inserted.length;
}

runSeedCli(import.meta.url, { what: 'applications', defaultCount: 100_000, maxCount: 5_000_000, seed: seedManyApplications });
