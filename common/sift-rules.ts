/**
 * Shortlisting (issue 27): the vocabulary and pure rules of a job's sift, shared by the server, the
 * SPA and the tests. A criterion is scored 0–4 against anchored descriptions; "met" means a final
 * score of at least MEETS_SCORE. Two scorers' answers open a moderation when their scores for a
 * criterion differ by MODERATION_GAP or more, or their overall verdicts differ.
 */

export const SCORE_POINTS = [0, 1, 2, 3, 4] as const;
/** The anchor of each point (the SPA and the e-mails translate the key). */
export const SCORE_ANCHORS = ['no_evidence', 'limited', 'meets', 'good', 'exceeds'] as const;
export type ScoreAnchor = (typeof SCORE_ANCHORS)[number];
export const MEETS_SCORE = 2;
export const MODERATION_GAP = 2;

export const CRITERION_KINDS = ['essential', 'desirable'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];
/** Where a criterion is assessed: only `application` and `both` are scored at the sift. */
export const ASSESSMENT_STAGES = ['application', 'interview', 'both'] as const;
export type AssessmentStage = (typeof ASSESSMENT_STAGES)[number];
export const VERDICTS = ['shortlist', 'reject'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const SIFT_RULES = ['essentials', 'minimum_total', 'places'] as const;
export type SiftRuleKind = (typeof SIFT_RULES)[number];

export const MIN_SCORERS = 2;
export const MAX_SCORERS = 10;
export const MAX_WEIGHT = 5;
export const MAX_EVIDENCE = 1000;
export const MAX_REASON = 1000;

/** One criterion of a scorecard: the job's text, its kind and place, and how it is assessed. */
export interface ScorecardCriterion {
  key: string;
  kind: CriterionKind;
  text: string;
  assessedAt: AssessmentStage;
  weight: number;
}

export const isSifted = (c: Pick<ScorecardCriterion, 'assessedAt'>) => c.assessedAt !== 'interview';

/** The key of the `index`-th criterion of a kind: `essential-0`, `desirable-2`. */
export const criterionKey = (kind: CriterionKind, index: number) => `${kind}-${index}`;

/** One scorer's submitted answer for an application. */
export interface ScorerAnswer {
  scorerId: number;
  verdict: Verdict;
  scores: Record<string, number>;
}

/** What needs moderating between the submitted answers: the criteria whose scores are far apart, and whether verdicts differ. */
export function discrepancies(answers: ScorerAnswer[], keys: string[]): { criteria: string[]; verdicts: boolean } {
  const criteria = keys.filter((key) => {
    const scores = answers.map((a) => a.scores[key]).filter((s): s is number => s !== undefined);
    return scores.length > 1 && Math.max(...scores) - Math.min(...scores) >= MODERATION_GAP;
  });
  const verdicts = new Set(answers.map((a) => a.verdict)).size > 1;
  return { criteria, verdicts };
}

export const needsModeration = (d: { criteria: string[]; verdicts: boolean }) => d.criteria.length > 0 || d.verdicts;
