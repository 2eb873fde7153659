import { eq } from 'drizzle-orm';
import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { mailOutbox } from '../../../server/db/schema.js';
import { atInterview, MARY, referencesJob } from '../../server/careers-references-helpers.js';

/**
 * `updateMyRefereeEmail`: the applicant corrects a referee address the outbox gave up on. The
 * bounce is the outbox row marked failed (test/server/careers-references-bounces.test.ts has a real SMTP refusal).
 */
const MINE = '/api/careers/applications';
const NEW = { email: 'mary.corrected@county.example' };

const fix = (reference: 'mary' | 'peter' | 'unknown', payload: object, who: 'applicant' | 'none' | 'admin' = 'applicant') => async (ctx: ContractContext) => {
  const id = reference === 'unknown' ? 999_999 : (ctx.memo.get(reference) as number);
  const headers = who === 'applicant' ? (ctx.memo.get('applicant') as Record<string, string>) : who === 'admin' ? bearer(await ctx.token('admin')) : {};
  return ctx.app.inject({ method: 'PATCH', url: `${MINE}/${ctx.memo.get('app') as number}/references/${id}/email`, payload, headers });
};

export const cases: ContractCase[] = [
  {
    operationId: 'updateMyRefereeEmail',
    title: 'a bounced address corrected',
    status: 200,
    async run(ctx) {
      const admin = bearer(await ctx.token('admin'));
      const main = await atInterview(ctx, admin, await referencesJob(ctx, 'Contract bounced referee'), 'contract-bounce');
      ctx.memo.set('app', main.id);
      ctx.memo.set('applicant', main.who.headers);
      const asked = await ctx.app.inject({ method: 'POST', url: `/api/careers/admin/applications/${main.id}/references`, headers: admin, payload: { refereeIds: ['ref-1', 'ref-2'], stage: 'pre_offer' } });
      const [mary, peter] = asked.json().items as { id: number }[];
      ctx.memo.set('mary', mary!.id);
      ctx.memo.set('peter', peter!.id);
      await ctx.app.mailer.drain();
      await ctx.app.db.update(mailOutbox).set({ status: 'failed', undeliverable: true, lastError: '550 No such mailbox' }).where(eq(mailOutbox.recipient, MARY));
      return fix('mary', NEW)(ctx);
    },
  },
  { operationId: 'updateMyRefereeEmail', title: 'not an address', status: 400, run: fix('mary', { email: 'mary' }) },
  { operationId: 'updateMyRefereeEmail', title: 'unknown reference', status: 404, run: fix('unknown', NEW) },
  { operationId: 'updateMyRefereeEmail', title: 'an address that did not bounce', status: 409, run: fix('peter', { email: 'peter.corrected@county.example' }) },
  { operationId: 'updateMyRefereeEmail', title: 'no token', status: 401, run: fix('mary', NEW, 'none') },
  { operationId: 'updateMyRefereeEmail', title: 'a member of staff', status: 403, run: fix('mary', NEW, 'admin') },
];
