import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { DEPARTMENT_NAMES, EMPLOYMENT_TYPE_NAMES, SITE_NAMES, WORKING_PATTERN_NAMES, type Names } from '../../../common/careers-names';
import { DEPARTMENT_LABELS, EMPLOYMENT_TYPE_LABELS, SITE_LABELS, WORKING_PATTERN_LABELS } from './careers-vocabulary';

/** The shell catalog of `locale`: its English messages and their translations. */
function catalog(locale: 'fr' | 'de' | 'pt'): Map<string, string> {
  const entries = readFileSync(join(process.cwd(), 'web/src/locales', locale, 'shell.po'), 'utf8').split(/\n\s*\n/);
  return new Map(entries.flatMap((entry) => {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    const str = /^msgstr "(.*)"$/m.exec(entry)?.[1];
    return id && str ? [[JSON.parse(`"${id}"`) as string, JSON.parse(`"${str}"`) as string]] : [];
  }));
}

const VOCABULARIES: [string, Record<string, MessageDescriptor>, Record<string, Names>][] = [
  ['departments', DEPARTMENT_LABELS, DEPARTMENT_NAMES],
  ['sites', SITE_LABELS, SITE_NAMES],
  ['employment types', EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPE_NAMES],
  ['working patterns', WORKING_PATTERN_LABELS, WORKING_PATTERN_NAMES],
];

describe('the careers vocabulary is one, in four languages', () => {
  it.each(VOCABULARIES)('the SPA names the %s as the server does (e-mails, search)', (_, labels, names) => {
    expect(Object.keys(labels)).toEqual(Object.keys(names));
    const catalogs = { fr: catalog('fr'), de: catalog('de'), pt: catalog('pt') };
    for (const [key, label] of Object.entries(labels)) {
      const english = label.message!;
      expect({ key, en: english }).toEqual({ key, en: names[key]!.en });
      for (const locale of ['fr', 'de', 'pt'] as const) expect({ key, locale, name: catalogs[locale].get(english) }).toEqual({ key, locale, name: names[key]![locale] });
    }
  });
});
