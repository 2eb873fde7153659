import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { applicantDocuments, applicationEvents, applications, jobs, users } from '../../db/schema.js';
import { refuse } from '../../lib/refusals.js';
import { findJob } from '../careers-jobs/repo.js';
import type { JobRow } from '../careers-jobs/model.js';
import { readProfile } from '../careers-profile/service.js';
import { toDocument } from '../careers-documents/service.js';
import { newApplicationMail, receivedMail } from './emails.js';
import type { ApplicationSnapshot, SaveApplicationBody, SubmitBlocker as Blocker } from './schemas.js';
import { checkTransition } from '../../../common/application-status.js';
import { emptyForm, formOf, jobIsOpen, toApplication, toSummary, type ApplicationRow } from './views.js';
import * as paths from '../../../common/paths.js';

export const STALE_MESSAGE = 'This application was changed in another tab or window. Reload to see the latest version.';

const PROFILE_SECTIONS = { personal: 'personal details', education: 'education', referees: 'two referees', personalStatement: 'personal statement' } as const;

/** The English words of each blocker; a code's several fields (sections, kinds) are named in one sentence. */
const SENTENCES: Record<Blocker['code'], (fields: string[]) => string> = {
  account_not_activated: () => 'activate your account (follow the link in the e-mail we sent you, or ask for a new one)',
  job_closed: () => 'this job has closed: applications are no longer accepted',
  profile_incomplete: (fields) => `complete your applicant details (${fields.map((f) => PROFILE_SECTIONS[f.slice('profile.'.length) as keyof typeof PROFILE_SECTIONS]).join(', ')})`,
  document_gone: () => 'one of the chosen documents no longer exists: choose your documents again',
  documents_missing: (fields) => `attach the documents this job requires (${fields.map((f) => f.slice('documents.'.length)).join(', ')})`,
  declaration_required: () => 'accept the declaration',
};

/** The refusal of a submit: every blocker at once (`problems`), the first one as `code` and `field`. */
function submitRefusal(blockers: Blocker[]) {
  const fieldsByCode = new Map<Blocker['code'], string[]>();
  for (const b of blockers) fieldsByCode.set(b.code, [...(fieldsByCode.get(b.code) ?? []), b.field]);
  const parts = [...fieldsByCode].map(([code, fields]) => SENTENCES[code](fields));
  const first = blockers[0]!;
  return refuse(first.code, `This application cannot be submitted yet: ${parts.join('; ')}.`, { field: first.field, problems: blockers });
}

/** The signed-in applicant's own applications: start, autosave, submit, withdraw. */
export class MyApplications {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  /** The application `id` of `userId` with its job; anyone else's is simply not found. */
  async own(userId: number, id: number): Promise<{ row: ApplicationRow; job: JobRow }> {
    const [found] = await this.db
      .select({ row: applications, job: jobs })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, id), eq(applications.applicantId, userId)));
    if (!found) throw refuse('application_not_found', 'There is no such application.');
    return found;
  }

  private async view(row: ApplicationRow, job: JobRow) {
    const events = await this.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, row.id)).orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
    const blockers = row.status === 'draft' ? (await this.readiness(row.applicantId!, row, job)).blockers : [];
    return toApplication(row, job, events, blockers);
  }

  async get(userId: number, id: number) {
    const { row, job } = await this.own(userId, id);
    return this.view(row, job);
  }

  async list(userId: number) {
    const rows = await this.db
      .select({ row: applications, job: jobs })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.applicantId, userId))
      .orderBy(desc(applications.updatedAt), desc(applications.id));
    return { applications: rows.map(({ row, job }) => toSummary(row, job)) };
  }

  /** A new draft (created: true), or the applicant's existing application for this job; safe under concurrent requests. */
  async start(userId: number, jobId: number) {
    const job = await findJob(this.db, jobId);
    if (!job || job.status === 'draft' || job.status === 'archived') throw refuse('job_not_found', 'There is no such job.');
    const existing = await this.findFor(userId, jobId);
    if (existing) return { created: false, application: await this.view(existing, job) };
    if (!jobIsOpen(job)) throw refuse('job_closed', 'This job has closed: applications are no longer accepted.');
    const [inserted] = await this.db.insert(applications).values({ jobId, applicantId: userId, form: emptyForm() }).onConflictDoNothing().returning();
    const row = inserted ?? (await this.findFor(userId, jobId));
    return { created: Boolean(inserted), application: await this.view(row!, job) };
  }

  private async findFor(userId: number, jobId: number) {
    const [row] = await this.db.select().from(applications).where(and(eq(applications.jobId, jobId), eq(applications.applicantId, userId)));
    return row;
  }

  /** Ids among `ids` that are not documents of `userId` (any more). */
  private async foreignDocuments(userId: number, ids: string[]) {
    if (!ids.length) return [];
    const mine = await this.db.select({ id: applicantDocuments.id }).from(applicantDocuments).where(and(eq(applicantDocuments.userId, userId), inArray(applicantDocuments.id, ids)));
    const known = new Set(mine.map((d) => d.id));
    return ids.filter((id) => !known.has(id));
  }

  /** The autosave: applies only on top of the version the client saw (409 otherwise, never a silent overwrite). */
  async save(userId: number, id: number, body: SaveApplicationBody) {
    const { row, job } = await this.own(userId, id);
    if (row.status !== 'draft') throw refuse('application_not_draft', 'This application has been submitted and can no longer be edited.');
    if (row.version !== body.version) throw refuse('version_conflict', STALE_MESSAGE);
    const { version, ...changes } = body;
    if (changes.documentIds && (await this.foreignDocuments(userId, changes.documentIds)).length) {
      throw refuse('document_not_owned', 'One of the chosen documents is not among your documents. Reload your documents and choose again.', { field: 'documentIds' });
    }
    const form = { ...formOf(row), ...changes };
    const [updated] = await this.db
      .update(applications)
      .set({ form, version: sql`${applications.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(applications.id, id), eq(applications.applicantId, userId), eq(applications.version, version), eq(applications.status, 'draft')))
      .returning();
    if (!updated) throw refuse('version_conflict', STALE_MESSAGE);
    return this.view(updated, job);
  }

  /**
   * What stands between this draft and its submission, every reason at once in the order of the
   * page (account, job, applicant details, documents, declaration), with what a submission freezes.
   */
  private async readiness(userId: number, row: ApplicationRow, job: JobRow) {
    const blockers: Blocker[] = [];
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user || user.status !== 'active') blockers.push({ code: 'account_not_activated', field: 'account' });
    if (!jobIsOpen(job)) blockers.push({ code: 'job_closed', field: 'job' });
    const { profile, completeness } = await readProfile(this.db, userId);
    for (const section of Object.keys(PROFILE_SECTIONS) as (keyof typeof PROFILE_SECTIONS)[]) {
      if (!completeness[section]) blockers.push({ code: 'profile_incomplete', field: `profile.${section}` });
    }
    const form = formOf(row);
    const chosen = form.documentIds.length
      ? await this.db.select().from(applicantDocuments).where(and(eq(applicantDocuments.userId, userId), inArray(applicantDocuments.id, form.documentIds)))
      : [];
    if (chosen.length !== form.documentIds.length) blockers.push({ code: 'document_gone', field: 'documents' });
    for (const kind of job.documentsRequired) {
      if (!chosen.some((d) => d.kind === kind)) blockers.push({ code: 'documents_missing', field: `documents.${kind}` });
    }
    if (!form.declaration) blockers.push({ code: 'declaration_required', field: 'declaration' });
    return { blockers, user, profile, chosen, form };
  }

  /** The snapshot a submission freezes: profile, chosen documents, form and job as they are now. */
  private snapshotOf(user: typeof users.$inferSelect, job: JobRow, ready: Awaited<ReturnType<MyApplications['readiness']>>): ApplicationSnapshot {
    return {
      applicant: { fullName: user.fullName, email: user.email },
      profile: ready.profile,
      documents: ready.chosen.map((d) => {
        const { id, kind, name, contentType, size, downloadUrl } = toDocument(d);
        return { id, kind, name, contentType, size, downloadUrl };
      }),
      form: ready.form,
      job: { id: job.id, reference: job.reference, title: job.title },
      anonymised: false,
    };
  }

  /**
   * Submits the draft: one conditional UPDATE (still a draft, the job still open), the snapshot and
   * the timeline event in one transaction, then the e-mails. Repeated or concurrent submits answer
   * the one submission.
   */
  async submit(userId: number, id: number) {
    const { row, job } = await this.own(userId, id);
    if (row.status === 'withdrawn') throw refuse('application_withdrawn', 'A withdrawn application cannot be submitted.', { field: 'status' });
    if (row.status !== 'draft') return this.view(row, job);
    const ready = await this.readiness(userId, row, job);
    if (ready.blockers.length) throw submitRefusal(ready.blockers);
    const user = ready.user!;
    const snapshot = this.snapshotOf(user, job, ready);
    const submitted = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(applications)
        .set({ status: 'submitted', snapshot, submittedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
        .where(
          and(
            eq(applications.id, id),
            eq(applications.applicantId, userId),
            eq(applications.status, 'draft'),
            sql`exists (select 1 from ${jobs} where ${jobs.id} = ${applications.jobId} and ${jobs.status} = 'open' and ${jobs.closesAt} > now())`,
          ),
        )
        .returning();
      if (!updated) return undefined;
      await tx.insert(applicationEvents).values({
        applicationId: id,
        actorId: userId,
        actorRole: 'applicant',
        fromStatus: 'draft',
        toStatus: 'submitted',
        visibleToApplicant: true,
        notified: true,
      });
      await this.queueSubmissionMails(tx, user, job, id);
      return updated;
    });
    if (!submitted) {
      const again = await this.own(userId, id);
      if (again.row.status === 'draft') throw submitRefusal([{ code: 'job_closed', field: 'job' }]);
      return this.view(again.row, again.job);
    }
    this.app.mailer.nudge();
    return this.view(submitted, job);
  }

  /** The applicant's receipt and the administrators' notice of a submission, queued in its transaction. */
  private async queueSubmissionMails(tx: Database, user: typeof users.$inferSelect, job: JobRow, id: number) {
    const base = this.config.publicUrl;
    await this.app.mailer.queue(tx, receivedMail(user.locale, user.email, user.fullName, job, `${base}${paths.to(paths.careers.myApplication, id)}`));
    const admins = await tx.select().from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    for (const admin of admins) {
      await this.app.mailer.queue(tx, newApplicationMail(admin.locale, admin.email, admin.fullName, job, user.fullName, `${base}${paths.to(paths.careers.application, id)}`));
    }
  }

  /** Withdraws an application that is not final yet (draft included). */
  async withdraw(userId: number, id: number) {
    const { row, job } = await this.own(userId, id);
    const check = checkTransition(row.status, 'withdrawn', 'applicant');
    if (!check.ok) throw refuse('invalid_transition', row.status === 'withdrawn' ? 'This application has already been withdrawn.' : `An application that is ${row.status} can no longer be withdrawn.`);
    const updated = await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(applications)
        .set({ status: 'withdrawn', updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
        .where(and(eq(applications.id, id), eq(applications.applicantId, userId), eq(applications.status, row.status)))
        .returning();
      if (!moved) return undefined;
      await tx.insert(applicationEvents).values({ applicationId: id, actorId: userId, actorRole: 'applicant', fromStatus: row.status, toStatus: 'withdrawn', visibleToApplicant: true });
      return moved;
    });
    if (!updated) throw refuse('version_conflict', 'This application was changed meanwhile. Reload it and try again.');
    return this.view(updated, job);
  }
}
