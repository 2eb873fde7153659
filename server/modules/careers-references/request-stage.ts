import { BEFORE_INTERVIEW_REQUEST_STATUSES, REFERENCE_REQUEST_STATUSES, type ReferenceStage } from '../../../common/reference-rules.js';
import { refuse } from '../../lib/refusals.js';
import type { ApplicationContext } from './repo.js';

/**
 * When references may be requested, and with which questionnaire, by the job's setting.
 * `after_offer` (default): from the offer on (the application at `offer`), post-offer questionnaire;
 * before it (at interview) only when the staff member names the questionnaire (`stage`) explicitly.
 * `before_interview`: from shortlisting on, pre-offer questionnaire; the post-offer one (health,
 * sickness absence) only once the application is at `offer`, and only when named.
 */
export function canRequestFor(ctx: Pick<ApplicationContext, 'status' | 'jobReferenceStage'>): boolean {
  const from: readonly string[] = ctx.jobReferenceStage === 'before_interview' ? BEFORE_INTERVIEW_REQUEST_STATUSES : REFERENCE_REQUEST_STATUSES;
  return from.includes(ctx.status);
}

/** Whether a request now needs the staff member's explicit say-so (an `after_offer` job before the offer). */
export const beforeTheJobsTime = (ctx: Pick<ApplicationContext, 'status' | 'jobReferenceStage'>) => ctx.jobReferenceStage === 'after_offer' && ctx.status !== 'offer';

/** The questionnaire of a staff request (`asked`: the stage named in the request, if any), or the refusal. */
export function stageOfRequest(ctx: Pick<ApplicationContext, 'status' | 'jobReferenceStage'>, asked: ReferenceStage | undefined): ReferenceStage {
  if (!canRequestFor(ctx)) {
    throw refuse('references_not_open', ctx.jobReferenceStage === 'before_interview' ? 'References are requested from shortlisting to the offer.' : 'References are requested at interview or offer.');
  }
  if (ctx.jobReferenceStage === 'before_interview') {
    if (asked === 'post_offer' && ctx.status !== 'offer') throw refuse('reference_stage_too_early', 'The post-offer questionnaire is asked only once the application has an offer.', { field: 'stage' });
    return asked ?? 'pre_offer';
  }
  if (beforeTheJobsTime(ctx) && !asked) {
    throw refuse('references_after_offer', 'This job takes references once the offer is made: to ask before it, choose the questionnaire (stage pre_offer) explicitly.', { field: 'stage' });
  }
  return asked ?? 'post_offer';
}
