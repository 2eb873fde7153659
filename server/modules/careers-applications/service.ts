import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { refuse } from '../../lib/refusals.js';
import { applicationEnded } from '../../lib/application-ends.js';
import { findJob, isNameBlind, isOpenNow, type JobRow } from '../careers-jobs/index.js';
import { readProfile } from '../careers-profile/index.js';
import { documentsAmong, toDocument } from '../careers-documents/index.js';
import { newApplicationMail, receivedMail } from './emails.js';
import {
  activeAdmins,
  eventsOf,
  findApplication,
  findApplicationTo,
  findUser,
  insertDraft,
  insertEvent,
  listApplicationsOf,
  moveApplication,
  saveDraft,
  submitDraft,
  type ApplicationRow,
  type UserRow,
} from './repo.js';
import { applicationsWithEventsOf } from './repo-personal-data.js';
import { applicationSubject } from './access.js';
import type { Application, ApplicationSnapshot, SaveApplicationBody, SubmitBlocker as Blocker } from './schemas.js';
import { checkTransition } from '../../../common/application-status.js';
import * as paths from '../../../common/paths.js';
import { emptyForm, formOf, toApplication, toSummary } from './views.js';
import { aliasOf } from '../../lib/application-alias.js';
import { identityLeaks } from './identity-leaks.js';

export { eraseApplications } from './repo-personal-data.js';

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

export const notFound = () => refuse('application_not_found', 'There is no such application.');

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
    const found = await findApplication(this.db, id, userId);
    if (!found) throw notFound();
    return found;
  }

  private async view(row: ApplicationRow, job: JobRow) {
    const events = await eventsOf(this.db, row.id);
    const ready = row.status === 'draft' ? await this.readiness(row.applicantId!, row, job) : null;
    const warnings = ready?.user && (await isNameBlind(this.db, job.id)) ? identityLeaks(ready.user, ready.profile, ready.form.coverLetter) : [];
    return toApplication(row, job, events, ready?.blockers ?? [], warnings);
  }

  async get(userId: number, id: number) {
    const { row, job } = await this.own(userId, id);
    return this.view(row, job);
  }

  async list(userId: number) {
    const rows = await listApplicationsOf(this.db, userId);
    return { applications: rows.map(({ row, job }) => toSummary(row, job)) };
  }

  /** A new draft (created: true), or the applicant's existing application for this job; safe under concurrent requests. */
  async start(userId: number, jobId: number) {
    const job = await findJob(this.db, jobId);
    if (!job || job.status === 'draft' || job.status === 'archived') throw refuse('job_not_found', 'There is no such job.');
    const existing = await findApplicationTo(this.db, userId, jobId);
    if (existing) return { created: false, application: await this.view(existing, job) };
    if (!isOpenNow(job)) throw refuse('job_closed', 'This job has closed: applications are no longer accepted.');
    const inserted = await insertDraft(this.db, userId, jobId, emptyForm());
    const row = inserted ?? (await findApplicationTo(this.db, userId, jobId));
    return { created: Boolean(inserted), application: await this.view(row!, job) };
  }

  /** The autosave: applies only on top of the version the client saw (409 otherwise, never a silent overwrite). */
  async save(userId: number, id: number, body: SaveApplicationBody) {
    const { row, job } = await this.own(userId, id);
    if (row.status !== 'draft') throw refuse('application_not_draft', 'This application has been submitted and can no longer be edited.');
    if (row.version !== body.version) throw refuse('version_conflict', STALE_MESSAGE);
    const { version, ...changes } = body;
    if (changes.documentIds && (await documentsAmong(this.db, userId, changes.documentIds)).length !== changes.documentIds.length) {
      throw refuse('document_not_owned', 'One of the chosen documents is not among your documents. Reload your documents and choose again.', { field: 'documentIds' });
    }
    const updated = await saveDraft(this.db, id, userId, version, { ...formOf(row), ...changes });
    if (!updated) throw refuse('version_conflict', STALE_MESSAGE);
    return this.view(updated, job);
  }

  /**
   * What stands between this draft and its submission, every reason at once in the order of the
   * page (account, job, applicant details, documents, declaration), with what a submission freezes.
   */
  private async readiness(userId: number, row: ApplicationRow, job: JobRow) {
    const blockers: Blocker[] = [];
    const user = await findUser(this.db, userId);
    if (!user || user.status !== 'active') blockers.push({ code: 'account_not_activated', field: 'account' });
    if (!isOpenNow(job)) blockers.push({ code: 'job_closed', field: 'job' });
    const { profile, completeness } = await readProfile(this.db, userId);
    for (const section of Object.keys(PROFILE_SECTIONS) as (keyof typeof PROFILE_SECTIONS)[]) {
      if (!completeness[section]) blockers.push({ code: 'profile_incomplete', field: `profile.${section}` });
    }
    const form = formOf(row);
    const chosen = await documentsAmong(this.db, userId, form.documentIds);
    if (chosen.length !== form.documentIds.length) blockers.push({ code: 'document_gone', field: 'documents' });
    for (const kind of job.documentsRequired) {
      if (!chosen.some((d) => d.kind === kind)) blockers.push({ code: 'documents_missing', field: `documents.${kind}` });
    }
    if (!form.declaration) blockers.push({ code: 'declaration_required', field: 'declaration' });
    return { blockers, user, profile, chosen, form };
  }

  /** The snapshot a submission freezes: profile, chosen documents, form and job as they are now. */
  private snapshotOf(user: UserRow, job: JobRow, ready: Awaited<ReturnType<MyApplications['readiness']>>): ApplicationSnapshot {
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
    // Before the transaction: reading account states inside it would wait for it on the embedded database's one connection.
    const staff = await this.staffToNotify(user, job, id);
    // A name-blind job's staff notice names the application by its alias, never the applicant.
    const shownAs = (await isNameBlind(this.db, job.id)) ? aliasOf(id) : user.fullName;
    const submitted = await this.db.transaction(async (tx) => {
      const updated = await submitDraft(tx, id, userId, snapshot);
      if (!updated) return undefined;
      await insertEvent(tx, {
        applicationId: id,
        actorId: userId,
        actorRole: 'applicant',
        fromStatus: 'draft',
        toStatus: 'submitted',
        visibleToApplicant: true,
        notified: true,
      });
      await this.queueSubmissionMails(tx, user, job, id, staff, shownAs);
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

  /**
   * The staff told of a new application: only those who may read it (their rules, as the review
   * routes check them): not a manager of another job, not a panel member before the shortlist, not
   * a deactivated account.
   */
  private async staffToNotify(user: UserRow, job: JobRow, id: number): Promise<UserRow[]> {
    const facts = { id, jobId: job.id, status: 'submitted', applicantId: user.id, department: job.department };
    const staff: UserRow[] = [];
    for (const admin of await activeAdmins(this.db)) {
      const state = await this.app.accountState.get(admin.id);
      if (state && !state.staff?.deactivated && this.app.abilityOf(state).can('read', applicationSubject(facts))) staff.push(admin);
    }
    return staff;
  }

  /** The applicant's receipt and the staff's notice of a submission, queued in its transaction. */
  private async queueSubmissionMails(tx: Database, user: UserRow, job: JobRow, id: number, staff: UserRow[], shownAs: string) {
    const base = this.config.publicUrl;
    await this.app.mailer.queue(tx, receivedMail(user.locale, user.email, user.fullName, job, `${base}${paths.to(paths.careers.myApplication, id)}`));
    for (const admin of staff) {
      await this.app.mailer.queue(tx, newApplicationMail(admin.locale, admin.email, admin.fullName, job, shownAs, `${base}${paths.to(paths.careers.application, id)}`));
    }
  }

  /** Withdraws an application that is not final yet (draft included). */
  async withdraw(userId: number, id: number) {
    const { row, job } = await this.own(userId, id);
    if (row.status === 'offer') {
      throw refuse('offer_in_progress', 'You have an offer for this job, so the application cannot be withdrawn: decline the offer on its page while it waits for your answer, or, once you have accepted it, contact the recruitment team.');
    }
    const check = checkTransition(row.status, 'withdrawn', 'applicant');
    if (!check.ok) throw refuse('invalid_transition', row.status === 'withdrawn' ? 'This application has already been withdrawn.' : `An application that is ${row.status} can no longer be withdrawn.`);
    const updated = await this.db.transaction(async (tx) => {
      const moved = await moveApplication(tx, id, row.status, 'withdrawn', userId);
      if (!moved) return undefined;
      await insertEvent(tx, { applicationId: id, actorId: userId, actorRole: 'applicant', fromStatus: row.status, toStatus: 'withdrawn', visibleToApplicant: true });
      await applicationEnded({ app: this.app, config: this.config, tx }, id);
      return moved;
    });
    if (!updated) throw refuse('version_conflict', 'This application was changed meanwhile. Reload it and try again.');
    return this.view(updated, job);
  }
}

/** Every application of `userId` with its form or snapshot and the timeline the applicant sees ("download my data"). */
export async function exportApplications(db: Database, userId: number): Promise<Application[]> {
  return (await applicationsWithEventsOf(db, userId)).map(({ row, job, events }) => toApplication(row, job, events));
}
