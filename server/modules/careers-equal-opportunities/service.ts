import { subject } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.js';
import { auditActorOf, recordAudit, recordRefusal } from '../../lib/audit.js';
import { refuse } from '../../lib/refusals.js';
import { findReportJob, reportCounts } from './repo-report.js';
import { buildReport } from './report.js';
import type { FairnessQuery, FairnessReport } from './schemas.js';

/** The filters as they were asked (the defaults left out), kept with the audit event. */
const asked = (query: FairnessQuery) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

/**
 * The fairness report for `request`'s caller (`read EqualOpportunities`): the job, if named, must be
 * within their departments (else 404, recorded as refused); every read is recorded
 * (`fairness_report.viewed` or `.exported`, with its filters).
 */
export async function fairnessReport(db: Database, request: FastifyRequest, query: FairnessQuery, action: 'viewed' | 'exported'): Promise<FairnessReport> {
  if (query.from && query.to && query.from > query.to) throw refuse('date_range_inverted', 'The first day of the range is after the last.', { field: 'from' });
  let jobTitle: string | null = null;
  if (query.jobId !== undefined) {
    const job = await findReportJob(db, query.jobId);
    if (!job || !request.ability.can('read', subject('EqualOpportunities', { department: job.department }))) {
      if (job) await recordRefusal(db, request, { action: 'fairness_report.read_denied', subjectType: 'EqualOpportunities', jobId: job.id, detail: { filters: asked(query) } });
      throw refuse('job_not_found', `Job ${query.jobId} does not exist`, { field: 'jobId' });
    }
    jobTitle = job.title;
  }
  const counts = await reportCounts(db, request.ability, query);
  await recordAudit(db, await auditActorOf(request), {
    action: `fairness_report.${action}`,
    subjectType: 'EqualOpportunities',
    jobId: query.jobId ?? null,
    fields: ['diversity'],
    detail: { filters: asked(query) },
  });
  return buildReport(counts, { jobId: query.jobId ?? null, jobTitle, department: query.department ?? null, from: query.from ?? null, to: query.to ?? null });
}
