import type { FastifyRequest } from 'fastify';
import type { Action } from '../../../common/ability.js';
import type { Database } from '../../db/connection.js';
import { forbidden } from '../../lib/http-errors.js';
import { recordRefusal } from '../../lib/audit.js';
import { jobCondition, jobSubject } from './access.js';
import { refuse } from '../../lib/refusals.js';
import type { JobStatus } from './vocabulary.js';
import { publicBoard } from './cache.js';
import { problemsText, publishProblems, rangeProblem, slugFor, valuesOf, valuesOfRow, type JobProblem, type JobRow } from './model.js';
import { toJob } from './views.js';
import { closeExpiredJobs, findJob, insertJob, listJobs, updateJob } from './repo.js';
import type { AdminJobQuery, JobInput } from './schemas.js';

export type JobAction = 'publish' | 'close' | 'reopen' | 'archive';

/** The status moves administrators may make; anything else is a 409. */
const MOVES: Record<JobAction, { from: JobStatus[]; to: JobStatus; verb: string; hint?: Partial<Record<JobStatus, string>> }> = {
  publish: { from: ['draft'], to: 'open', verb: 'published', hint: { closed: 'Reopen it instead.' } },
  close: { from: ['open'], to: 'closed', verb: 'closed' },
  reopen: { from: ['closed'], to: 'open', verb: 'reopened', hint: { draft: 'Publish it instead.' } },
  archive: { from: ['draft', 'closed'], to: 'archived', verb: 'archived', hint: { open: 'Close it first.' } },
};

const changedMeanwhile = () => refuse('version_conflict', 'This job was changed by someone else meanwhile. Reload it and try again.');

/** Every problem at once (`problems`), the first as `code` and `field`. */
function invalidJob(lead: string, problems: JobProblem[]) {
  const [first] = problems;
  return refuse(first!.code, `${lead}: ${problemsText(problems)}`, {
    field: first!.field,
    problems: problems.map(({ code, field }) => ({ code, field })),
  });
}

/**
 * Job management: every write closes expired jobs first and invalidates the public board after.
 * Every call is checked against the caller's rules: a job they may not read answers 404 (as if it
 * did not exist), one they may read but not change 403; the list is filtered in SQL by the same rules.
 */
export class JobAdmin {
  constructor(private readonly db: Database) {}

  private changed(): Promise<void> {
    return publicBoard(this.db).invalidate();
  }

  async list(request: FastifyRequest, query: AdminJobQuery) {
    await closeExpiredJobs(this.db);
    const { rows, ...rest } = await listJobs(this.db, query, jobCondition(request.ability, 'read').condition);
    return { jobs: rows.map(toJob), ...rest };
  }

  /** The job `id` if the caller may read it (404 otherwise) and do each of `actions` to it (403 otherwise); refusals are audited. */
  async row(request: FastifyRequest, id: number, actions: Action[] = []): Promise<JobRow> {
    await closeExpiredJobs(this.db);
    const row = await findJob(this.db, id);
    if (!row) throw refuse('job_not_found', 'There is no job with this id.');
    if (!request.ability.can('read', jobSubject(row))) {
      await recordRefusal(this.db, request, { action: 'job.read_denied', subjectType: 'Job', subjectId: id, jobId: id });
      throw refuse('job_not_found', 'There is no job with this id.');
    }
    for (const action of actions) await this.check(request, action, row);
    return row;
  }

  /** 403 (audited) unless the caller may `action` a job like `job` (its department: where it is, or would go). */
  private async check(request: FastifyRequest, action: Action, job: { id: number; department: string | null }) {
    if (request.ability.can(action, jobSubject(job))) return;
    await recordRefusal(this.db, request, { action: `job.${action}_denied`, subjectType: 'Job', subjectId: job.id || null, jobId: job.id || null, detail: { department: job.department } });
    throw forbidden('You may not do this to this job.');
  }

  async get(request: FastifyRequest, id: number) {
    return toJob(await this.row(request, id));
  }

  async create(request: FastifyRequest, input: JobInput) {
    const values = valuesOf(input);
    await this.check(request, 'create', { id: 0, department: values.department ?? null });
    const problem = rangeProblem(values);
    if (problem) throw invalidJob('This job cannot be saved', [problem]);
    const row = await insertJob(this.db, values);
    await this.changed();
    return toJob(row);
  }

  /** Replaces the editable fields. A job that has been public keeps its required fields; an open one also a future closing date. */
  async update(request: FastifyRequest, id: number, input: JobInput) {
    const row = await this.row(request, id, ['update']);
    if (row.status === 'archived') throw refuse('job_archived', 'An archived job cannot be edited. Duplicate it to start a new one.');
    const values = valuesOf(input);
    // Moving it to another department: the caller must be allowed there too.
    await this.check(request, 'update', { id, department: values.department ?? null });
    const problems = row.status === 'draft' ? [rangeProblem(values)].filter((p): p is JobProblem => p !== null) : publishProblems(values, new Date(), row.status === 'open');
    if (problems.length) throw invalidJob('This job cannot be saved', problems);
    // The slug follows the title until the job is first published; after that links must keep working.
    const slug = row.postedAt ? row.slug : slugFor(values.title, row.reference);
    const updated = await updateJob(this.db, id, row.status, { ...values, slug });
    if (!updated) throw changedMeanwhile();
    await this.changed();
    return toJob(updated);
  }

  async move(request: FastifyRequest, id: number, action: JobAction) {
    const row = await this.row(request, id, ['update']);
    const move = MOVES[action];
    if (!move.from.includes(row.status)) {
      throw refuse('invalid_transition', `A job that is ${row.status} cannot be ${move.verb}. ${move.hint?.[row.status] ?? ''}`.trim());
    }
    if (move.to === 'open') {
      const problems = publishProblems(valuesOfRow(row));
      if (problems.length) throw invalidJob(`This job cannot be ${move.verb}`, problems);
    }
    const updated = await updateJob(this.db, id, row.status, {
      status: move.to,
      ...(action === 'publish' ? { postedAt: new Date() } : {}),
    });
    if (!updated) throw changedMeanwhile();
    await this.changed();
    return toJob(updated);
  }

  /** A new draft with the same content, a new reference and no closing date. */
  async duplicate(request: FastifyRequest, id: number) {
    const row = await this.row(request, id, ['create']);
    const copy = await insertJob(this.db, { ...valuesOfRow(row), closingDate: null, closesAt: null });
    await this.changed();
    return toJob(copy);
  }
}
