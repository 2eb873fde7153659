import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import type { AssessmentStage, ScoreAnchor, SiftRuleKind, Verdict } from '../../../../../common/sift-rules';

/** Shortlisting's words and API paths (issue 27). */
export type SiftQueue = components['schemas']['SiftQueue'];
export type ScoringView = components['schemas']['ScoringView'];
export type ApplicationScores = components['schemas']['ApplicationScores'];
export type Scorecard = components['schemas']['Scorecard'];
export type CloseSiftAnswer = components['schemas']['CloseSiftAnswer'];

export const SIFT_QUEUE_API = '/api/careers/admin/sift';
export const SCORING_API = '/api/careers/admin/sift/applications/{id}';
export const SCORES_API = '/api/careers/admin/sift/applications/{id}/scores';
export const MODERATION_API = '/api/careers/admin/sift/applications/{id}/moderation';
export const CLOSE_SIFT_API = '/api/careers/admin/jobs/{id}/sift/close';
export const SCORECARD_API = '/api/careers/admin/jobs/{id}/scorecard';

/** The anchored scale: what each point means. */
export const ANCHOR_LABELS: Record<ScoreAnchor, MessageDescriptor> = {
  no_evidence: msg`No evidence`,
  limited: msg`Limited evidence`,
  meets: msg`Meets the criterion`,
  good: msg`Good evidence`,
  exceeds: msg`Exceeds the criterion`,
};

export const VERDICT_LABELS: Record<Verdict, MessageDescriptor> = { shortlist: msg`Shortlist`, reject: msg`Do not shortlist` };

export const ASSESSMENT_LABELS: Record<AssessmentStage, MessageDescriptor> = { application: msg`Application`, interview: msg`Interview`, both: msg`Both` };

export const RULE_LABELS: Record<SiftRuleKind, MessageDescriptor> = {
  essentials: msg`Every essential criterion met (a score of 2 or more)`,
  minimum_total: msg`A minimum weighted total`,
  places: msg`A number of places (the best totals; ties at the cut all go through)`,
};

export const KIND_LABELS = { essential: msg`Essential`, desirable: msg`Desirable` } as const;
