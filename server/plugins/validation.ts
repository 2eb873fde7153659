import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Two validators: query strings, params and headers arrive as text and are coerced
 * ("2" → 2, "true" → true); JSON bodies are taken as they are, so `{ "page": "2" }` is refused.
 * Unknown body keys are stripped, never stored.
 */
export function configureValidation(app: FastifyInstance, schemas: TSchema[]) {
  const common = { removeAdditional: 'all' as const, useDefaults: true, allErrors: false, strict: false };
  const bodyAjv = new Ajv({ ...common, coerceTypes: false });
  const textAjv = new Ajv({ ...common, coerceTypes: 'array' });
  for (const ajv of [bodyAjv, textAjv]) {
    addFormats.default(ajv);
    for (const schema of schemas) ajv.addSchema(schema);
  }
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));
}
