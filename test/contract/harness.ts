import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/app.js';

export interface ContractContext extends TestApp {
  /** Values cases hand on to later cases of the same file (ids they created, tokens...). */
  memo: Map<string, unknown>;
}

/** One call of one operation and the status it must answer. Cases of a file run in order on one app. */
export interface ContractCase {
  operationId: string;
  title: string;
  status: number;
  run(ctx: ContractContext): Promise<LightMyRequestResponse>;
}

export interface OpenApiOperation {
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, object> };
}

export function loadOpenApi(file = 'openapi.yaml'): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export function operations(doc: OpenApiDocument): OpenApiOperation[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

/**
 * Documented answers a test cannot provoke on purpose; each needs a reason. Anything else that an
 * operation documents must be exercised by a case.
 */
export const UNPROVOKABLE: Record<string, string> = {
  'getHealth 503': 'needs the database to fail under a running app',
};

/**
 * Answers every operation documents that are provoked once for all elsewhere, with the reason
 * and where. (The contract's app runs without the limits that would give them.)
 */
export const UNPROVOKABLE_ANYWHERE: Record<string, string> = {
  '429': 'the API rate limit, documented on every /api operation: test/server/http-errors.test.ts provokes it and checks its envelope',
};
