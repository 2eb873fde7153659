import type { ContractCase } from '../harness.js';
import { bearer, DEMO } from '../../helpers/app.js';
import { tokenFromOutbox } from '../../helpers/outbox.js';

const post = (url: string, payload?: object, headers: Record<string, string> = {}) => ({ method: 'POST' as const, url, payload, headers });
const NEW = { username: 'contract.user', email: 'contract.user@example.org', password: 'correct horse battery' };

export const cases: ContractCase[] = [
  { operationId: 'getHealth', title: 'database reachable', status: 200, run: ({ app }) => app.inject({ url: '/api/health' }) },
  {
    operationId: 'reportClientError',
    title: 'a page whose code did not arrive',
    status: 204,
    run: ({ app }) => app.inject(post('/api/client-errors', { kind: 'chunk', route: '/pages/pricing', name: 'TypeError', message: 'Failed to fetch dynamically imported module' })),
  },
  { operationId: 'reportClientError', title: 'an address instead of a route pattern', status: 400, run: ({ app }) => app.inject(post('/api/client-errors', { kind: 'render', route: 'https://example.org/', name: 'Error', message: 'boom' })) },
  { operationId: 'login', title: 'demo admin', status: 200, run: ({ app }) => app.inject(post('/api/jwt/login', DEMO.admin)) },
  {
    operationId: 'login',
    title: 'wrong password',
    status: 400,
    run: ({ app }) => app.inject(post('/api/jwt/login', { email: DEMO.admin.email, password: 'nope' })),
  },
  {
    operationId: 'login',
    title: 'too many failures for one account',
    status: 429,
    async run({ app }) {
      const attempt = () => app.inject(post('/api/jwt/login', { email: 'victim@example.org', password: 'guess' }));
      for (let i = 0; i < 5; i++) await attempt();
      return attempt();
    },
  },
  { operationId: 'register', title: 'new applicant', status: 200, run: ({ app }) => app.inject(post('/api/jwt/register', NEW)) },
  { operationId: 'register', title: 'duplicate e-mail', status: 400, run: ({ app }) => app.inject(post('/api/jwt/register', NEW)) },
  {
    operationId: 'refreshToken',
    title: 'rotates a fresh refresh token',
    status: 200,
    async run({ app, memo }) {
      const session = (await app.inject(post('/api/jwt/login', DEMO.client))).json();
      memo.set('spent', session.refreshToken);
      return app.inject(post('/api/jwt/refresh-token', { refreshToken: session.refreshToken }));
    },
  },
  {
    operationId: 'refreshToken',
    title: 'a spent token is refused',
    status: 401,
    run: ({ app, memo }) => app.inject(post('/api/jwt/refresh-token', { refreshToken: memo.get('spent') as string })),
  },
  { operationId: 'refreshToken', title: 'wrong type', status: 400, run: ({ app }) => app.inject(post('/api/jwt/refresh-token', { refreshToken: 42 })) },
  {
    operationId: 'logout',
    title: 'revokes the refresh token',
    status: 204,
    async run({ app }) {
      const session = (await app.inject(post('/api/jwt/login', DEMO.client))).json();
      return app.inject(post('/api/jwt/logout', { refreshToken: session.refreshToken }));
    },
  },
  { operationId: 'logout', title: 'wrong type', status: 400, run: ({ app }) => app.inject(post('/api/jwt/logout', { refreshToken: [] })) },
  { operationId: 'getCurrentUser', title: 'signed in', status: 200, run: async ({ app, token }) => app.inject({ url: '/api/auth/me', headers: bearer(await token('client')) }) },
  { operationId: 'getCurrentUser', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: '/api/auth/me' }) },
  {
    operationId: 'getMyAbility',
    title: 'a scoped manager’s packed rules',
    status: 200,
    async run({ app }) {
      const session = (await app.inject(post('/api/jwt/login', { email: 'manager@demo.com', password: 'manager' }))).json();
      return app.inject({ url: '/api/auth/ability', headers: bearer(session.accessToken) });
    },
  },
  { operationId: 'getMyAbility', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: '/api/auth/ability' }) },
  { operationId: 'setMyLocale', title: 'French', status: 200, run: async ({ app, token }) => app.inject({ method: 'PUT', url: '/api/auth/me/locale', headers: bearer(await token('client')), payload: { locale: 'fr' } }) },
  { operationId: 'setMyLocale', title: 'a language the portal does not have', status: 400, run: async ({ app, token }) => app.inject({ method: 'PUT', url: '/api/auth/me/locale', headers: bearer(await token('client')), payload: { locale: 'xx' } }) },
  { operationId: 'setMyLocale', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'PUT', url: '/api/auth/me/locale', payload: { locale: 'fr' } }) },
  {
    operationId: 'activateAccount',
    title: 'token from the activation e-mail',
    status: 200,
    async run({ app, dataDir }) {
      const token = await tokenFromOutbox(dataDir, NEW.email, '/careers/activate-account');
      return app.inject(post('/api/careers/activate-account', { token }));
    },
  },
  { operationId: 'activateAccount', title: 'unknown token', status: 400, run: ({ app }) => app.inject(post('/api/careers/activate-account', { token: 'nope' })) },
  {
    operationId: 'activateAccount',
    title: 'the link opened again once the account is active',
    status: 409,
    async run({ app, dataDir }) {
      const token = await tokenFromOutbox(dataDir, NEW.email, '/careers/activate-account');
      return app.inject(post('/api/careers/activate-account', { token }));
    },
  },
  { operationId: 'resendActivation', title: 'any address', status: 202, run: ({ app }) => app.inject(post('/api/careers/resend-activation', { email: 'who@example.org' })) },
  { operationId: 'resendActivation', title: 'missing e-mail', status: 400, run: ({ app }) => app.inject(post('/api/careers/resend-activation', {})) },
  { operationId: 'forgotPassword', title: 'known address', status: 202, run: ({ app }) => app.inject(post('/api/auth/forgot-password', { email: NEW.email })) },
  { operationId: 'forgotPassword', title: 'oversized e-mail', status: 400, run: ({ app }) => app.inject(post('/api/auth/forgot-password', { email: 'x'.repeat(300) })) },
  {
    operationId: 'resetPassword',
    title: 'token from the reset e-mail',
    status: 200,
    async run({ app, dataDir }) {
      const token = await tokenFromOutbox(dataDir, NEW.email, '/pages/authentication/reset-password-v2');
      return app.inject(post('/api/auth/reset-password', { token, password: 'a brand new passphrase' }));
    },
  },
  {
    operationId: 'resetPassword',
    title: 'spent token',
    status: 400,
    run: ({ app }) => app.inject(post('/api/auth/reset-password', { token: 'spent-or-unknown', password: 'a brand new passphrase' })),
  },
];
