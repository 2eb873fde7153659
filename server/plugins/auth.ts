import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildAbility, type Action, type AppAbility, type Role, type Subject } from '../../common/ability.js';
import { rulesForAccount } from '../../common/staff-rules.js';
import type { AppConfig } from '../config.js';
import { appSecrets } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { AccountStateCache, type AccountState } from '../modules/auth/account-state.js';
import { VerifiedTokens } from '../lib/verified-tokens.js';
import { recordRefusal } from '../lib/audit.js';

export interface AccessTokenPayload {
  sub: number;
  role: Role;
  /** The account's token version when the token was issued (see AccountStateCache). */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer access token is required (401 otherwise). */
    authenticate: preHandlerHookHandler;
    /** preHandler: signed in (401) and allowed `action` on `subject` (403). */
    authorize(action: Action, subject: Subject): preHandlerHookHandler;
    /** The state of accounts behind every access-token check; writers call `invalidate` or `revokeAccessTokens`. */
    accountState: AccountStateCache;
    /** The ability of an account state (the one `authenticate` gives `request.ability`). */
    abilityOf(state: AccountState): AppAbility;
  }
  interface FastifyRequest {
    ability: AppAbility;
  }
}

/** The JWT key: JWT_SECRET, or one generated on first start and kept in the database. */
async function jwtSecret(app: FastifyInstance, config: AppConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const generated = randomBytes(48).toString('base64url');
  await app.db.insert(appSecrets).values({ name: 'jwt', value: generated }).onConflictDoNothing();
  const [row] = await app.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return row!.value;
}

/** Marks the access-check hooks, so that they can be run before the body is read (see onRoute below). */
const ACCESS_CHECK = Symbol('accessCheck');
type Hook = preHandlerHookHandler & { [ACCESS_CHECK]?: true };
const markAccessCheck = <T extends Hook>(hook: T): T => Object.assign(hook, { [ACCESS_CHECK]: true as const });
/** Whether a route hook is an access check (`authenticate` or `authorize(...)`). */
export const isAccessCheck = (hook: unknown) => Boolean((hook as Hook | undefined)?.[ACCESS_CHECK]);

/** Whether a route checks the caller's access token (it declared `authenticate` or `authorize`). */
export function hasAccessCheck(route: { onRequest?: unknown; preHandler?: unknown }): boolean {
  return [route.onRequest, route.preHandler].flat().some((hook) => typeof hook === 'function' && (hook as Hook)[ACCESS_CHECK] === true);
}

/** `AuditLog` → `audit_log`: a subject as the audit log's actions name it (`audit_log.read_denied`). */
const snakeCase = (subject: string) => subject.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toLowerCase();

export default fp(async function auth(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  await app.register(fastifyJwt, {
    secret: await jwtSecret(app, config),
    sign: { expiresIn: config.accessTokenTtlSeconds },
  });
  // A token already verified is not decoded and verified again until it expires (lib/verified-tokens.ts).
  const verifiedTokens = new VerifiedTokens<AccessTokenPayload & { exp?: number }>();

  const accountState = new AccountStateCache(app.db, undefined, app.invalidation, (err) => app.log.error({ err }, 'account-state invalidation not sent to the other instances'));
  app.decorate('accountState', accountState);
  /**
   * The ability of an account state. An applicant's depends on the role alone (one per role, built
   * once); a staff account's on its grant, so it is built once per state object: the cache drops a
   * state whenever its grant changes (`invalidate`, with `grants_version` raised), so an ability is
   * in effect cached by (user, grants version) and a change of grant or team applies at the next request.
   */
  const roleAbilities = new Map<Role, AppAbility>();
  const staffAbilities = new WeakMap<AccountState, AppAbility>();
  const abilityOf = (state: AccountState): AppAbility => {
    if (!state.staff) return roleAbilities.get(state.role) ?? roleAbilities.set(state.role, buildAbility(rulesForAccount(state.role, null))).get(state.role)!;
    let ability = staffAbilities.get(state);
    if (!ability) staffAbilities.set(state, (ability = buildAbility(rulesForAccount(state.role, state.staff))));
    return ability;
  };

  /**
   * A valid signature, then the account as it is now (from memory): it must exist, not be deleted,
   * and the token must carry its current token version; the role is the account's current one.
   */
  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Authentication required');
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    const verified = token === undefined ? undefined : verifiedTokens.get(token);
    if (verified) request.user = verified;
    else {
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized('Your session has expired or the token is invalid. Please sign in again.');
      }
      if (token !== undefined) verifiedTokens.set(token, request.user);
    }
    const state = await accountState.get(request.user.sub);
    if (!state || state.status === 'deleted') throw unauthorized('This account no longer exists', { code: 'account_gone' });
    if (state.tokenVersion !== request.user.ver) throw unauthorized('Your session has ended. Please sign in again.');
    if (state.staff?.deactivated) throw unauthorized('This staff account was deactivated.', { code: 'account_deactivated' });
    if (state.role !== request.user.role) request.user = { ...request.user, role: state.role };
    request.ability = abilityOf(state);
  }

  app.decorate('abilityOf', abilityOf);
  app.decorateRequest('ability', null as unknown as AppAbility);
  app.decorate('authenticate', markAccessCheck(authenticate as Hook));
  app.decorate('authorize', (action: Action, subject: Subject) =>
    markAccessCheck(async function authorize(request: FastifyRequest, reply: FastifyReply) {
      await authenticate(request, reply);
      if (!request.ability.can(action, subject)) {
        // A refused attempt at a whole area is kept in the audit log, whoever made it (an applicant
        // calling the administration's API is probing it).
        await recordRefusal(app.db, request, {
          action: `${snakeCase(subject)}.${action}_denied`,
          subjectType: subject,
          detail: { route: request.routeOptions.url ?? null, method: request.method },
        });
        throw forbidden();
      }
    } as Hook),
  );

  // Routes declare their access check as a preHandler; it runs at onRequest instead, before the
  // body is parsed and validated, so a caller without the right token gets 401/403 rather than a
  // 400 about a body it was never allowed to send.
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler].flat().filter(Boolean) as Hook[];
    const checks = preHandlers.filter((hook) => hook[ACCESS_CHECK]);
    if (checks.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !hook[ACCESS_CHECK]);
    route.onRequest = [...([route.onRequest].flat().filter(Boolean) as Hook[]), ...checks] as never;
  });
});
