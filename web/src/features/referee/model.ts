import type { components } from '../../api/schema';

/** The referee's page's data: the request of a link and the answers of its questionnaire. */
export type RefereeRequest = components['schemas']['RefereeRequest'];
export type Answers = components['schemas']['ReferenceAnswers'];
export type AnswerKey = keyof Answers;

/** The answers as the API takes them: blank texts left out (a draft may leave anything out). */
export function sendable(answers: Answers): Answers {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    if (key === 'concerns' || key === 'ratings') {
      const inner = Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== ''));
      if (Object.keys(inner).length) out[key] = inner;
      continue;
    }
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as Answers;
}

/** The question keys a refusal's problems name (`answers.concerns.warnings` → `concerns.warnings`). */
export function missingFields(problems: { code: string; field?: string }[] | undefined): Set<string> {
  return new Set((problems ?? []).map((p) => p.field?.replace(/^answers\./, '') ?? '').filter(Boolean));
}
