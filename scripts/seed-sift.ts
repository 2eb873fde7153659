/**
 * A job in its sift for the benchmark's scoring views (issue 27): N submitted or under-review
 * applications with whole profiles, a scorecard of five criteria, manager@demo.com leading and
 * hr@demo.com scoring on its team, hr's scores on half of the applications and the manager's on a
 * quarter (far apart on one criterion, so a part of them waits for moderation).
 *
 *   tsx scripts/seed-sift.ts 2000   # into the database of DATA_DIR / DATABASE_URL
 *
 * or, from code (the bench setup): `await seedSiftJob(app.db, 2000)`. Needs the demo staff accounts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/connection.js';
import { runSeedCli } from './seed-cli.js';
import { rawRows } from '../server/db/raw-rows.js';

export const SIFT_BENCH_TITLE = 'Sift bench staff nurse';

const CRITERIA = ['essential-0', 'essential-1', 'essential-2', 'desirable-0', 'desirable-1'];

export async function seedSiftJob(db: Database, n: number): Promise<number> {
  const batch = `sift${Date.now().toString(36)}`;
  const [job] = await rawRows<{ id: number }>(
    db,
    sql`
    insert into jobs (reference, slug, title, department, status, posted_at, closing_date, closes_at, essential_criteria, desirable_criteria)
    values (${`SIFT/${batch}`}, ${`sift-bench-${batch}`}, ${SIFT_BENCH_TITLE}, 'nursing', 'open', now(), current_date + 30, now() + interval '30 days',
            '["Registered nurse", "Two years on a ward", "Safe medicines management"]'::jsonb, '["Critical care", "Teaching students"]'::jsonb)
    returning id`,
  );
  const jobId = job!.id;
  await db.execute(sql`insert into job_scorecards (job_id, required_scorers, name_blind) values (${jobId}, 2, true)`);
  await db.execute(sql`
    insert into job_team (job_id, user_id, team_role, make_decisions)
    select ${jobId}, u.id, r.role, false from users u join (values ('manager@demo.com', 'shortlisting_lead'), ('hr@demo.com', 'shortlisting')) r(email, role) on r.email = u.email`);
  await db.execute(sql`
    insert into users (email, username, full_name, password_hash, role, status, activated_at)
    select ${batch} || '-' || g || '@example.org', ${batch} || '-' || g, 'Sift Applicant ' || g, '!seeded', 'client', 'active', now()
    from generate_series(1, ${n}::int) g`);
  const inserted = await rawRows<{ id: number }>(
    db,
    sql`
    insert into applications (job_id, applicant_id, status, version, form, snapshot, submitted_at)
    select ${jobId}, u.id, case when u.id % 2 = 0 then 'submitted' else 'under_review' end, 2,
           jsonb_build_object('coverLetter', 'Seeded statement ' || u.id, 'documentIds', '[]'::jsonb, 'declaration', true),
           jsonb_build_object(
             'applicant', jsonb_build_object('fullName', u.full_name, 'email', u.email),
             'profile', jsonb_build_object(
               'firstName', 'Sift', 'lastName', 'Applicant ' || u.id, 'phone', '+254 700 000 000', 'personalStatement', 'Ten years on busy wards.',
               'registration', jsonb_build_object('body', 'Nursing Council', 'number', 'NCK-' || u.id, 'expiryDate', null),
               'education', jsonb_build_array(jsonb_build_object('institution', 'University', 'qualification', 'BSc Nursing', 'fieldOfStudy', 'Nursing')),
               'employment', jsonb_build_array(jsonb_build_object('employer', 'County Hospital', 'position', 'Staff Nurse', 'startDate', '2015-01-01', 'endDate', null, 'duties', 'Ward care.'))),
             'documents', '[]'::jsonb,
             'form', jsonb_build_object('coverLetter', 'Seeded statement ' || u.id, 'documentIds', '[]'::jsonb, 'declaration', true),
             'job', jsonb_build_object('id', ${jobId}::int, 'reference', 'seeded', 'title', 'seeded'), 'anonymised', false),
           now() - (u.id % 1000 || ' minutes')::interval
    from users u where u.username like ${`${batch}-%`}
    returning id`,
  );
  // hr scores every other application; the manager every fourth, 2 apart on the first criterion.
  for (const [email, step, first] of [['hr@demo.com', 2, 3], ['manager@demo.com', 4, 1]] as const) {
    await db.execute(sql`
      with s as (
        insert into sift_submissions (application_id, scorer_id, verdict)
        select a.id, u.id, 'shortlist' from applications a, users u
        where a.job_id = ${jobId} and a.id % ${step} = 0 and u.email = ${email}
        returning id)
      insert into sift_scores (submission_id, criterion_key, score, evidence)
      select s.id, c.key, case when c.key = 'essential-0' then ${first} else 2 end, 'Seeded evidence'
      from s, unnest(${`{${CRITERIA.join(',')}}`}::text[]) c(key)`);
  }
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`analyze sift_submissions`);
  await db.execute(sql`analyze sift_scores`);
  return inserted.length;
}

runSeedCli(import.meta.url, { what: 'sift applications', defaultCount: 2000, maxCount: 100_000, seed: seedSiftJob });
