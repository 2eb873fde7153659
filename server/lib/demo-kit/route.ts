import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { badRequest } from '../http-errors.js';
import { errors, ref } from '../schema.js';

/** The parts of a route schema a demo route declares itself. */
interface DemoRouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
}

interface DemoRouteMeta {
  operationId: string;
  summary: string;
  description?: string;
  /** The route answers 404 for an unknown id or name. */
  notFound?: boolean;
  /** The answer is read from the database (shared by every instance), not from this process's memory: it is never repeated. */
  fromDatabase?: boolean;
  /** A read that also changes data (opening a chat marks it seen): never repeated, and it makes repeated answers stale like a write. */
  changesData?: boolean;
}

/**
 * Route options shared by every demo route: the Demo permission check (read for GETs, manage for
 * writes: no token 401, no ability 403), the app's tag, bearer security, and the error answers it
 * can give (400 whenever it reads params, query or body; 404 when asked). A read's JSON answer is
 * repeated to the same caller for the same URL until the next write, unless it comes `fromDatabase`.
 */
export function demoRoutes(fastify: FastifyInstance, tag: string) {
  function route<S extends DemoRouteSchema>(access: 'read' | 'manage', spec: S & DemoRouteMeta) {
    const { operationId, summary, description, notFound, fromDatabase, changesData, ...schema } = spec;
    const readsInput = Boolean(schema.params || schema.querystring || schema.body);
    return {
      preHandler: fastify.authorize(access, 'Demo'),
      // A read of the app's in-memory data is repeated until the next write (plugins/repeated-answers.ts).
      config: { repeatableAnswer: access === 'read' && !fromDatabase && !changesData, changesData },
      schema: {
        ...schema,
        tags: [tag],
        operationId,
        summary,
        ...(description ? { description } : {}),
        security: [{ bearerAuth: [] }],
        response: {
          ...schema.response,
          ...errors(401, 403),
          ...(readsInput ? errors(400) : {}),
          ...(notFound ? errors(404) : {}),
        },
      },
    };
  }
  return {
    read: <S extends DemoRouteSchema>(spec: S & DemoRouteMeta) => route('read', spec),
    manage: <S extends DemoRouteSchema>(spec: S & DemoRouteMeta) => route('manage', spec),
  };
}

/**
 * preValidation hook: the body object at `field` may only carry `allowed` keys. The validator strips
 * unknown keys silently, so a key that must be refused (not merely ignored) is checked here first.
 */
export function onlyKeys(field: string, allowed: readonly string[]) {
  return async function rejectOtherKeys(request: FastifyRequest) {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const refused = Object.keys(value).filter((key) => !allowed.includes(key));
    if (refused.length) throw badRequest(`body.${field} may only change ${allowed.join(', ')} (not ${refused.join(', ')})`);
  };
}

/** A request typed by its route's schema (params, query and body), as the TypeBox provider types it. */
type DemoRequest<S extends DemoRouteSchema> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, S, TypeBoxTypeProvider>;

/** One demo route, described: registered by `registerDemoRoutes`. */
export interface DemoRouteEntry {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  spec: DemoRouteSchema & DemoRouteMeta;
  /** Checks the raw body before validation (e.g. `onlyKeys`). */
  preValidation?: preValidationHookHandler;
  handler(request: FastifyRequest): unknown;
}

function describe(method: DemoRouteEntry['method']) {
  return <S extends DemoRouteSchema>(
    url: string,
    spec: S & DemoRouteMeta & { preValidation?: preValidationHookHandler },
    handler: (request: DemoRequest<S>) => unknown,
  ): DemoRouteEntry => {
    const { preValidation, ...rest } = spec;
    return { method, url, spec: rest, preValidation, handler: handler as DemoRouteEntry['handler'] };
  };
}

/**
 * Describes a demo route: a GET reads (read Demo), a POST or DELETE writes (manage Demo). The
 * handler answers the value to send; a route whose answer is declared 201 sends it as 201 Created.
 */
export const demoRoute = { get: describe('GET'), post: describe('POST'), delete: describe('DELETE') };

/** Registers demo routes from their descriptions, in order, with the options of `demoRoutes`. */
export function registerDemoRoutes(fastify: FastifyInstance, tag: string, entries: DemoRouteEntry[]) {
  const route = demoRoutes(fastify, tag);
  for (const { method, url, spec, preValidation, handler } of entries) {
    const created = 201 in spec.response;
    fastify.route({
      method,
      url,
      ...(method === 'GET' ? route.read(spec) : route.manage(spec)),
      ...(preValidation ? { preValidation } : {}),
      handler: async (request, reply) => {
        const answer = await handler(request);
        return created ? reply.code(201).send(answer) : answer;
      },
    });
  }
}

/** A read-only demo answer: fixed data of the app instance under one URL. */
export interface FixedAnswer {
  url: string;
  operationId: string;
  summary: string;
  schema: TSchema;
  answer(): unknown;
}

/** Registers GET routes that answer fixed demo data (tables, cards, pages), each behind read Demo. */
export function registerFixedAnswers(fastify: FastifyInstance, tag: string, answers: FixedAnswer[]) {
  registerDemoRoutes(
    fastify,
    tag,
    answers.map(({ url, operationId, summary, schema, answer }) => demoRoute.get(url, { operationId, summary, response: { 200: ref(schema) } }, answer)),
  );
}
