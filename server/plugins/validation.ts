import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest } from '../lib/http-errors.js';
import { findTextProblem } from '../lib/request-text.js';

type SchemaNode = Record<string, unknown>;
type NumberKind = 'integer' | 'number';

/** Plain decimal numbers, as a query string or path must spell them: no sign, hex, blanks or `.0` tricks. */
const PLAIN = { integer: /^-?[0-9]+$/, number: /^-?[0-9]+(\.[0-9]+)?$/ };
const PLAIN_MESSAGE = { integer: 'must be a plain decimal integer', number: 'must be a plain decimal number' };

/** Follows `$ref`s to the named schemas (registered by `$id`). */
function resolver(named: Map<string, SchemaNode>) {
  return function resolve(node: unknown): SchemaNode | undefined {
    let current = node as SchemaNode | undefined;
    for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops++) current = named.get(current.$ref.replace(/#.*$/, ''));
    return current;
  };
}

/** The top-level properties of a query or params schema that Ajv would coerce from text to a number. */
function numericFields(schema: unknown, resolve: (node: unknown) => SchemaNode | undefined): [string, NumberKind][] {
  const properties = resolve(schema)?.properties as Record<string, unknown> | undefined;
  if (!properties) return [];
  const kindOf = (node: SchemaNode | undefined): NumberKind | undefined => {
    if (node?.type === 'integer' || node?.type === 'number') return node.type;
    if (node?.type === 'array') return kindOf(resolve(node.items));
    return undefined;
  };
  return Object.entries(properties).flatMap(([name, node]) => {
    const kind = kindOf(resolve(node));
    return kind ? [[name, kind] as [string, NumberKind]] : [];
  });
}

const problem = (instancePath: string, keyword: string, message: string): ErrorObject => ({ instancePath, schemaPath: '#', keyword, params: {}, message });

/**
 * The validator of one part of a request, in three steps: every string is valid text (before the
 * schema, so an unknown key cannot carry it either); numbers in a query string or path are written
 * plainly (before Ajv coerces `+24`, `0x18`, ` 24 ` or `24.0` into 24); then the schema.
 */
function guarded(validate: ValidateFunction, numeric: [string, NumberKind][]) {
  const check = (data: unknown): boolean => {
    const text = findTextProblem(data);
    if (text) {
      check.errors = [problem(text.instancePath, 'text', text.message)];
      return false;
    }
    if (numeric.length && data && typeof data === 'object') {
      for (const [name, kind] of numeric) {
        const raw = (data as Record<string, unknown>)[name];
        if (raw === undefined) continue;
        const values = Array.isArray(raw) ? raw : [raw];
        const index = values.findIndex((v) => typeof v === 'string' && !PLAIN[kind].test(v));
        if (index >= 0) {
          check.errors = [problem(`/${name}${Array.isArray(raw) ? `/${index}` : ''}`, 'plainNumber', PLAIN_MESSAGE[kind])];
          return false;
        }
      }
    }
    const valid = validate(data) as boolean;
    check.errors = validate.errors ?? null;
    return valid;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
}

/** A URL whose percent-encoding is not UTF-8 (`%ED%A0%80`, a lone `%`) is not text: 400 before anything reads it (a callback hook: no promise per request). */
function refuseMalformedUrl(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const url = request.raw.url ?? '';
  if (!url.includes('%')) return done();
  try {
    decodeURIComponent(url);
  } catch {
    return done(badRequest('The address is not valid text: its percent-encoding must be UTF-8.'));
  }
  done();
}

/**
 * Two validators: query strings, params and headers arrive as text and are coerced
 * ("2" → 2, "true" → true); JSON bodies are taken as they are, so `{ "page": "2" }` is refused.
 * Unknown body keys are stripped, never stored. Every part is first checked for text that is not
 * valid (see `guarded`), so every route, today's and tomorrow's, refuses it with a 400.
 */
export function configureValidation(app: FastifyInstance, schemas: TSchema[]) {
  const common = { removeAdditional: 'all' as const, useDefaults: true, allErrors: false, strict: false };
  const bodyAjv = new Ajv({ ...common, coerceTypes: false });
  const textAjv = new Ajv({ ...common, coerceTypes: 'array' });
  for (const ajv of [bodyAjv, textAjv]) {
    addFormats.default(ajv);
    for (const schema of schemas) ajv.addSchema(schema);
  }
  const resolve = resolver(new Map(schemas.map((s) => [s.$id!, s as SchemaNode])));
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const isBody = httpPart === 'body';
    const validate = (isBody ? bodyAjv : textAjv).compile(schema);
    return guarded(validate, isBody || httpPart === 'headers' ? [] : numericFields(schema, resolve));
  });
  app.addHook('onRequest', refuseMalformedUrl);
}
