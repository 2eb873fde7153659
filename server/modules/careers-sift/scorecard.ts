import { criterionKey, isSifted, SCORE_ANCHORS, SCORE_POINTS, type ScorecardCriterion } from '../../../common/sift-rules.js';
import type { JobRow } from '../careers-jobs/index.js';
import type { ScorecardRow } from './repo.js';
import type { CriterionSetting } from '../../db/schema.js';

/** The scorecard's criteria: the job's essential then desirable criteria, each with its settings (assessed at application, weight 1 by default). */
export function criteriaOf(job: Pick<JobRow, 'essentialCriteria' | 'desirableCriteria'>, card: Pick<ScorecardRow, 'criteria'> | undefined): ScorecardCriterion[] {
  const settings = new Map((card?.criteria ?? []).map((c) => [c.key, c]));
  const build = (kind: 'essential' | 'desirable', texts: string[]) =>
    texts.map((text, index) => {
      const key = criterionKey(kind, index);
      const setting = settings.get(key);
      return { key, kind, text, assessedAt: setting?.assessedAt ?? 'application', weight: setting?.weight ?? 1 };
    });
  return [...build('essential', job.essentialCriteria ?? []), ...build('desirable', job.desirableCriteria ?? [])];
}

/** The criteria scored at the sift (assessed at application or both). */
export const siftedCriteria = (criteria: ScorecardCriterion[]) => criteria.filter(isSifted);

export const SCALE = SCORE_POINTS.map((score) => ({ score, anchor: SCORE_ANCHORS[score]! }));

/** The settings of a job with no scorecard row yet. */
export const DEFAULT_CARD: { requiredScorers: number; nameBlind: boolean; siftClosedAt: Date | null; criteria: CriterionSetting[] } = { requiredScorers: 2, nameBlind: false, siftClosedAt: null, criteria: [] };
