import { discrepancies, MEETS_SCORE, needsModeration, type ScorecardCriterion, type ScorerAnswer, type SiftRuleKind } from '../../../common/sift-rules.js';

/**
 * Closing a sift, as pure arithmetic: the same function answers the preview and applies the
 * outcome, so the two cannot differ. A criterion's final score is the moderated one where the lead
 * agreed one, else the mean of the scorers'; "met" is a final score of at least 2; the total is
 * the weighted sum of the final scores.
 */
export interface PoolEntry {
  id: number;
  label: string;
  disabilityScheme: boolean;
  answers: ScorerAnswer[];
  moderation: { agreedScores: Record<string, number> } | null;
}

export interface SiftRuleInput {
  rule: SiftRuleKind;
  minimumTotal?: number;
  places?: number;
}

export interface Outcome {
  applicationId: number;
  label: string;
  total: number;
  essentialsMet: boolean;
  guaranteedInterview: boolean;
  outcome: 'shortlisted' | 'rejected';
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function finalScores(criteria: ScorecardCriterion[], entry: Pick<PoolEntry, 'answers' | 'moderation'>): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const c of criteria) {
    const agreed = entry.moderation?.agreedScores[c.key];
    const given = entry.answers.map((a) => a.scores[c.key]).filter((s): s is number => s !== undefined);
    scores[c.key] = agreed ?? (given.length ? given.reduce((a, b) => a + b, 0) / given.length : 0);
  }
  return scores;
}

/** Whether an application still needs scores or a moderation before the sift may close. */
export function readiness(criteria: ScorecardCriterion[], entry: PoolEntry, required: number) {
  const unscored = entry.answers.length < required;
  const open = !unscored && !entry.moderation && needsModeration(discrepancies(entry.answers, criteria.map((c) => c.key)));
  return { unscored, open };
}

export function siftOutcomes(criteria: ScorecardCriterion[], entries: PoolEntry[], required: number, input: SiftRuleInput) {
  let unscored = 0;
  let openModerations = 0;
  const scored = entries.map((entry) => {
    const ready = readiness(criteria, entry, required);
    if (ready.unscored) unscored += 1;
    if (ready.open) openModerations += 1;
    const finals = finalScores(criteria, entry);
    const essentialsMet = criteria.filter((c) => c.kind === 'essential').every((c) => (finals[c.key] ?? 0) >= MEETS_SCORE);
    const total = round2(criteria.reduce((sum, c) => sum + c.weight * (finals[c.key] ?? 0), 0));
    return { entry, total, essentialsMet };
  });
  const cut = placesCut(scored.map((s) => s.total), input);
  const outcomes: Outcome[] = scored.map(({ entry, total, essentialsMet }) => {
    const byRule = input.rule === 'essentials' ? essentialsMet : input.rule === 'minimum_total' ? total >= (input.minimumTotal ?? 0) : total >= cut;
    const guaranteedInterview = entry.disabilityScheme && essentialsMet;
    return { applicationId: entry.id, label: entry.label, total, essentialsMet, guaranteedInterview, outcome: byRule || guaranteedInterview ? 'shortlisted' : 'rejected' };
  });
  const maxTotal = criteria.reduce((sum, c) => sum + c.weight * 4, 0);
  return { outcomes, unscored, openModerations, maxTotal };
}

/** For `places`: the lowest total that still gets a place (ties at the cut all go through); +∞ when there are no places. */
function placesCut(totals: number[], input: SiftRuleInput): number {
  if (input.rule !== 'places') return Infinity;
  const sorted = [...totals].sort((a, b) => b - a);
  const places = input.places ?? 0;
  if (places <= 0 || sorted.length === 0) return Infinity;
  return sorted[Math.min(places, sorted.length) - 1]!;
}
