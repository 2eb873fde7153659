import { subject } from '@casl/ability';
import { permittedFieldsOf } from '@casl/ability/extra';
import type { FastifyRequest } from 'fastify';
import type { AppAbility, Subject } from '../../../common/ability.js';
import { APPLICATION_FIELDS } from '../../../common/staff-rules.js';
import type { ReferenceStage } from '../../../common/reference-rules.js';
import { recordRefusal } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import type { Database } from '../../db/connection.js';
import { applicationContext, type ApplicationContext } from './repo.js';

/**
 * Who sees and does what with an application's references. Seeing the list (status, review) needs
 * the application's `referees` field (recruitment admins, auditors, recruiting managers on the job;
 * never a panel member, and occupational health reads no application): anyone else gets 404, as if
 * it did not exist. Changing anything needs `update` on the application (403 where visible). The
 * content is a `read Reference` of its own (common/staff-rules.ts), the concern answers its
 * `concerns` field (`view_safeguarding`).
 */
const asSubject = (s: unknown) => s as Subject;

const applicationOf = (ctx: ApplicationContext) =>
  asSubject(subject('Application', { id: ctx.id, jobId: ctx.jobId, status: ctx.status, applicantId: ctx.applicantId, department: ctx.department }));

export async function staffApplication(db: Database, request: FastifyRequest, applicationId: number, write = false): Promise<ApplicationContext> {
  const ctx = await applicationContext(db, applicationId);
  const ability = request.ability;
  const target = ctx && ctx.status !== 'draft' ? applicationOf(ctx) : undefined;
  const fields = target ? permittedFieldsOf(ability, 'read', target, { fieldsFrom: (rule) => rule.fields ?? [...APPLICATION_FIELDS] }) : [];
  if (!ctx || !target || !fields.includes('referees')) {
    if (ctx) await recordRefusal(db, request, { action: 'reference.read_denied', subjectType: 'Application', subjectId: applicationId, applicationId, jobId: ctx.jobId });
    throw refuse('application_not_found', 'This application does not exist.');
  }
  if (write && !ability.can('update', target)) {
    await recordRefusal(db, request, { action: 'reference.update_denied', subjectType: 'Application', subjectId: applicationId, applicationId, jobId: ctx.jobId });
    throw forbidden('You may see these references but not change them.');
  }
  return ctx;
}

/** Whether the content is open to a recruiting manager: from the offer on (post-offer), from shortlisting (pre-offer). */
export function contentOpen(stage: ReferenceStage, applicationStatus: string): boolean {
  const from = stage === 'pre_offer' ? ['shortlisted', 'interview', 'offer', 'hired'] : ['offer', 'hired'];
  return from.includes(applicationStatus);
}

/** What of a reference's content the caller may read. */
export function contentAccess(ability: AppAbility, ctx: ApplicationContext, stage: ReferenceStage) {
  const target = asSubject(subject('Reference', { jobId: ctx.jobId, department: ctx.department, contentOpen: contentOpen(stage, ctx.status) }));
  return { content: ability.can('read', target), concerns: ability.can('read', target, 'concerns') };
}
