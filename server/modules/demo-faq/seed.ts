import type { Locale } from '../../../common/locales.js';
import { FAQ_TOPICS } from './faq-texts.js';
import type { DemoFaqCategory } from './schemas.js';

/** The FAQ categories keyed by id, in `lang`: the same ids, icons and questions in every language. */
export function seedFaq(lang: Locale): Record<string, DemoFaqCategory> {
  return Object.fromEntries(
    FAQ_TOPICS.map(({ id, icon, title, subtitle, qandA }) => [
      id,
      { icon, title: title[lang], subtitle: subtitle[lang], qandA: qandA.map(({ question, ans }) => ({ question: question[lang], ans: ans[lang] })) },
    ]),
  );
}
