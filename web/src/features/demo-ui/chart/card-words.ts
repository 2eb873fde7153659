import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { AUDIENCE_WORDS } from '../../../lib/audience-words';

/** The card endpoints name their series and rows in English; these are the words a reader sees, in their language. */
const WORDS: Record<string, MessageDescriptor> = {
  Subscribers: msg`Subscribers`,
  Revenue: msg`Revenue`,
  Sales: msg`Sales`,
  Orders: msg`Orders`,
  'Traffic Rate': msg`Visits`,
  'Active Users': msg`Active users`,
  Newsletter: msg`Newsletter subscribers`,
  Sessions: msg`Sessions`,
  Earning: msg`Earnings`,
  Expense: msg`Expenses`,
  Budget: msg`Budget`,
  Average: msg`Average`,
  'This Month': msg`This month`,
  'Last Month': msg`Last month`,
  ...AUDIENCE_WORDS,
};

/** The card's data with the names of its series (`name`) and rows (`text`) in the active language; a word not known here stays as the API wrote it. */
export function inReaderWords<T>(data: T, i18n: I18n): T {
  const word = (text: string) => (WORDS[text] ? i18n._(WORDS[text]) : text);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, (key === 'name' || key === 'text') && typeof v === 'string' ? word(v) : walk(v)]));
  };
  return walk(data) as T;
}
