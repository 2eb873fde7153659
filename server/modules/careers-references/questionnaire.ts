import { QUESTIONS, CONCERN_KEYS, questionsFor, type ReferenceStage } from '../../../common/reference-rules.js';
import type { Problem } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import type { ReferenceAnswers } from './schemas.js';

/** The questionnaire's rules beyond the schema: the stage's questions only, and the required ones at submit. */

/** Refuses an answer to a question the stage does not ask (a pre-offer reference is never asked about health or absence). */
export function onlyAskedQuestions(stage: ReferenceStage, answers: ReferenceAnswers): void {
  const asked = new Set<string>(questionsFor(stage).map((q) => q.key));
  const extra = Object.keys(answers).find((key) => !asked.has(key));
  if (extra) throw refuse('question_not_asked', 'This questionnaire does not ask that.', { field: `answers.${extra}` });
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Every required answer of the stage, as problems (empty when the reference may be submitted). */
export function missingAnswers(stage: ReferenceStage, answers: ReferenceAnswers): Problem[] {
  const problems: Problem[] = [];
  for (const q of questionsFor(stage)) {
    if (!q.required) continue;
    if (q.key === 'concerns') {
      for (const key of CONCERN_KEYS) if (!answers.concerns?.[key]?.answer) problems.push({ code: 'answers_incomplete', field: `answers.concerns.${key}` });
    } else if (q.key === 'trueAndComplete') {
      if (answers.trueAndComplete !== true) problems.push({ code: 'answers_incomplete', field: 'answers.trueAndComplete' });
    } else if (blank(answers[q.key])) problems.push({ code: 'answers_incomplete', field: `answers.${q.key}` });
  }
  return problems;
}

export const questionList = (stage: ReferenceStage) => questionsFor(stage).map((q) => ({ key: q.key, required: q.required }));
export { QUESTIONS };
