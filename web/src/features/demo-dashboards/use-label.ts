import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';

/** `label(SERIES, 'sales')` → "Sales" in the page's language; an unknown key as it is. */
export function useLabel() {
  const { i18n } = useLingui();
  return useCallback((words: Record<string, MessageDescriptor>, key: string) => (Object.hasOwn(words, key) ? i18n._(words[key]!) : key), [i18n]);
}
