import type { Messages } from '@lingui/core';

/** The loaders of the catalogs in this language, by path (lib/i18n.ts fetches this table for the first page past the public careers pages). */
export const catalogLoaders = import.meta.glob<{ messages: Messages }>(['../../locales/en/*.po', '!../../locales/en/{shell,careers}.po']);
