import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { mailOutbox } from '../../../server/db/schema.js';

const URL = '/api/careers/admin/mail';
const as = (who: 'admin' | 'client', method: 'GET' | 'POST', path: string | ((memo: Map<string, unknown>) => string)) => async ({ app, token, memo }: ContractContext) =>
  app.inject({ method, url: `${URL}${typeof path === 'string' ? path : path(memo)}`, headers: bearer(await token(who)) });

/** A message the mail server refused for good, as the sender leaves it. */
async function failedMessage({ app, memo }: ContractContext) {
  const [row] = await app.db
    .insert(mailOutbox)
    .values({ kind: 'activation', recipient: 'refused@example.org', subject: 'Activate', bodyText: 'Activate your account', status: 'failed', attempts: 1, lastError: '550 No such mailbox', undeliverable: true })
    .returning({ id: mailOutbox.id });
  memo.set('failed', row!.id);
}
const failed = (memo: Map<string, unknown>) => `/${memo.get('failed')}/retry`;

export const cases: ContractCase[] = [
  { operationId: 'listMailLog', title: 'every message', status: 200, run: as('admin', 'GET', '') },
  { operationId: 'listMailLog', title: 'failed ones, by recipient', status: 200, run: as('admin', 'GET', '?status=failed&sortBy=recipient&sortDesc=false&q=example') },
  { operationId: 'listMailLog', title: 'unknown status', status: 400, run: as('admin', 'GET', '?status=lost') },
  { operationId: 'listMailLog', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: URL }) },
  { operationId: 'listMailLog', title: 'an applicant', status: 403, run: as('client', 'GET', '') },
  {
    operationId: 'retryMail',
    title: 'a failed message',
    status: 200,
    run: async (ctx) => {
      await failedMessage(ctx);
      return as('admin', 'POST', failed)(ctx);
    },
  },
  { operationId: 'retryMail', title: 'one that is not failed (any more)', status: 409, run: as('admin', 'POST', failed) },
  { operationId: 'retryMail', title: 'malformed id', status: 400, run: as('admin', 'POST', '/abc/retry') },
  { operationId: 'retryMail', title: 'unknown id', status: 404, run: as('admin', 'POST', '/999999/retry') },
  { operationId: 'retryMail', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'POST', url: `${URL}/1/retry` }) },
  { operationId: 'retryMail', title: 'an applicant', status: 403, run: as('client', 'POST', '/1/retry') },
];
