/**
 * Fails when a message of any catalog has no translation in fr, de or pt.
 * (CI also runs `lingui extract` and fails when the catalogs are not up to date with the code.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = 'web/src/locales';
const missing: string[] = [];
let total = 0;

for (const locale of ['fr', 'de', 'pt']) {
  for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.po'))) {
    const entries = readFileSync(join(root, locale, file), 'utf8').split(/\n\s*\n/);
    for (const entry of entries) {
      const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
      if (id === undefined || id === '') continue;
      total += 1;
      const str = /^msgstr "(.*)"$/m.exec(entry)?.[1] ?? '';
      const continued = /^msgstr ""\n"/m.test(entry);
      if (str === '' && !continued) missing.push(`${locale}/${file}: ${id}`);
    }
  }
}

if (missing.length) {
  console.error(`${missing.length} of ${total} messages have no translation:\n${missing.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log(`translations complete: ${total} messages in fr, de and pt`);
