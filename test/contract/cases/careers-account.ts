import type { LightMyRequestResponse } from 'fastify';
import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { registerApplicant } from '../../server/careers-helpers.js';
import { users } from '../../../server/db/schema.js';
import { hashPassword } from '../../../server/modules/auth/index.js';

const PASSWORD = '/api/careers/account/password';
const PREFS = '/api/careers/account/preferences';
const EXPORT = '/api/careers/account/export';
const ACCOUNT = '/api/careers/account';
const NEW_PASSWORD = 'a brand new passphrase';
const PREFERENCES = { locale: 'fr', notifications: { applicationUpdates: true, jobAlerts: true } };

const asClient = async ({ token }: ContractContext) => bearer(await token('client'));
type Applicant = Awaited<ReturnType<typeof registerApplicant>>;
/** An applicant of its own per name, registered on first use. */
const applicant = async ({ app, memo }: ContractContext, name: string): Promise<Applicant> => {
  if (!memo.has(name)) memo.set(name, await registerApplicant(app, name));
  return memo.get(name) as Applicant;
};
/** Five wrong passwords, then the right one: refused for a while. */
const afterFiveFailures = (send: (ctx: ContractContext, user: Applicant, password: string) => Promise<LightMyRequestResponse>, name: string) =>
  async (ctx: ContractContext) => {
    const user = await applicant(ctx, name);
    for (let i = 0; i < 5; i++) await send(ctx, user, `wrong ${i}`);
    return send(ctx, user, user.password);
  };
const changePassword = (ctx: ContractContext, user: Applicant, currentPassword: string) =>
  ctx.app.inject({ method: 'POST', url: PASSWORD, payload: { currentPassword, newPassword: NEW_PASSWORD }, headers: user.headers });
const deleteAccount = (ctx: ContractContext, user: Applicant, password: string) =>
  ctx.app.inject({ method: 'DELETE', url: ACCOUNT, payload: { password }, headers: user.headers });

export const cases: ContractCase[] = [
  // Wrong first: a change ends the access tokens issued so far, this one included.
  { operationId: 'changePassword', title: 'current password wrong', status: 400, run: async (ctx) => changePassword(ctx, await applicant(ctx, 'contract.changer'), 'wrong') },
  { operationId: 'changePassword', title: 'current password right', status: 200, run: async (ctx) => changePassword(ctx, await applicant(ctx, 'contract.changer'), (await applicant(ctx, 'contract.changer')).password) },
  { operationId: 'changePassword', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'POST', url: PASSWORD, payload: { currentPassword: 'x', newPassword: NEW_PASSWORD } }) },
  { operationId: 'changePassword', title: 'too many wrong passwords', status: 429, run: afterFiveFailures(changePassword, 'contract.guesser') },
  { operationId: 'getAccountPreferences', title: 'defaults', status: 200, run: async (ctx) => ctx.app.inject({ url: PREFS, headers: await asClient(ctx) }) },
  { operationId: 'getAccountPreferences', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: PREFS }) },
  { operationId: 'saveAccountPreferences', title: 'French, all e-mails', status: 200, run: async (ctx) => ctx.app.inject({ method: 'PUT', url: PREFS, payload: PREFERENCES, headers: await asClient(ctx) }) },
  {
    operationId: 'saveAccountPreferences',
    title: 'unknown language',
    status: 400,
    run: async (ctx) => ctx.app.inject({ method: 'PUT', url: PREFS, payload: { ...PREFERENCES, locale: 'xx' }, headers: await asClient(ctx) }),
  },
  { operationId: 'saveAccountPreferences', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'PUT', url: PREFS, payload: PREFERENCES }) },
  { operationId: 'exportMyData', title: 'my data', status: 200, run: async (ctx) => ctx.app.inject({ url: EXPORT, headers: await asClient(ctx) }) },
  { operationId: 'exportMyData', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: EXPORT }) },
  { operationId: 'deleteMyAccount', title: 'wrong password', status: 400, run: async (ctx) => deleteAccount(ctx, await applicant(ctx, 'contract.leaver'), 'wrong') },
  { operationId: 'deleteMyAccount', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'DELETE', url: ACCOUNT, payload: { password: 'x' } }) },
  {
    operationId: 'deleteMyAccount',
    title: 'a staff account',
    status: 409,
    run: async ({ app, token }) => app.inject({ method: 'DELETE', url: ACCOUNT, payload: { password: 'admin' }, headers: bearer(await token('admin')) }),
  },
  {
    operationId: 'deleteMyAccount',
    title: 'an administrator without a staff profile',
    status: 403,
    async run({ app, login }) {
      await app.db.insert(users).values({
        email: 'legacy.admin@example.com',
        username: 'legacy.admin',
        fullName: 'Legacy Admin',
        role: 'admin',
        status: 'active',
        passwordHash: await hashPassword('legacy admin'),
      });
      const session = await login('legacy.admin@example.com', 'legacy admin');
      return app.inject({ method: 'DELETE', url: ACCOUNT, payload: { password: 'legacy admin' }, headers: bearer(session.json().accessToken) });
    },
  },
  { operationId: 'deleteMyAccount', title: 'too many wrong passwords', status: 429, run: afterFiveFailures(deleteAccount, 'contract.stubborn') },
  { operationId: 'deleteMyAccount', title: 'password confirmed', status: 204, run: async (ctx) => deleteAccount(ctx, await applicant(ctx, 'contract.leaver'), (await applicant(ctx, 'contract.leaver')).password) },
];
