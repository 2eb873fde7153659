/**
 * `npm run outbox [N]`: the newest N (default 3) e-mails of the outbox folder (`DATA_DIR/outbox`,
 * used when SMTP_URL is not set), each with its recipient, subject and links as clean addresses:
 * open the activation or password-reset link from here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readEml } from '../server/modules/mail/eml.js';

const dir = join(resolve(process.env.DATA_DIR || 'data'), 'outbox');
const count = Number(process.argv[2] ?? 3);
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: npm run outbox [how many of the newest messages, default 3]');
  process.exit(2);
}
const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse().slice(0, count);
if (!files.length) console.log(`No e-mail in ${dir} yet (with SMTP_URL set, e-mail goes to that server instead).`);
for (const file of files) {
  const mail = readEml(await readFile(join(dir, file), 'utf8'));
  console.log(`${file}\n  To: ${mail.to}\n  Subject: ${mail.subject}`);
  for (const link of mail.links) console.log(`  ${link}`);
  console.log();
}
