import type { FastifySchema, RouteOptions } from 'fastify';
import { ErrorSchema, ref } from '../lib/schema.js';
import { hasAccessCheck } from './auth.js';

/**
 * What the generated OpenAPI document says beyond the route schemas, so that it passes
 * `redocly lint` (recommended rules) as API testers' tools expect:
 * - every operation says how it is secured: the bearer token where the route checks one,
 *   `security: []` where it is public;
 * - every operation under /api documents 429 (the API's rate limit applies to all of them);
 * - named schemas that no operation references (query and path schemas, which the document
 *   expands into parameters) are left out of `components`.
 */
type RouteSchema = FastifySchema & { security?: unknown[]; response?: Record<string | number, unknown>; hide?: boolean };

export function describeRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) {
  const own = (schema ?? {}) as RouteSchema;
  if (own.hide) return { schema: own, url };
  const security = own.security ?? (hasAccessCheck(route) ? [{ bearerAuth: [] }] : []);
  const response = url.startsWith('/api/') && own.response && !own.response[429] ? { ...own.response, 429: ref(ErrorSchema) } : own.response;
  return { schema: { ...own, security, ...(response ? { response } : {}) }, url };
}

/** Keeps only the component schemas the rest of the document refers to (transitively). */
export function withoutUnusedSchemas<T extends { components?: { schemas?: Record<string, unknown> } }>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const refsIn = (value: unknown, found: Set<string>) => {
    const text = JSON.stringify(value);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) found.add(decodeURIComponent(match[1]!));
    return found;
  };
  const { components, ...rest } = document;
  const used = refsIn(rest, new Set());
  const queue = [...used];
  while (queue.length) {
    const name = queue.pop()!;
    for (const next of refsIn(schemas[name], new Set())) {
      if (!used.has(next)) {
        used.add(next);
        queue.push(next);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
