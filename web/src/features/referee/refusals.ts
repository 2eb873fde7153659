import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What the referee's page says for each refusal of the referee API, by its `code`. */
export const REFEREE_REFUSALS: Record<string, MessageDescriptor> = {
  answers_incomplete: msg`Some required questions are not answered yet: they are marked below.`,
  question_not_asked: msg`This questionnaire does not ask that. Reload the page and try again.`,
  rate_limited: msg`Too many attempts. Wait a minute and try again.`,
};
