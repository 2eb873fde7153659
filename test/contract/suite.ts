import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createTestApp } from '../helpers/app.js';
import { loadOpenApi, operations, type ContractCase, type ContractContext } from './harness.js';

/** A file of cases under cases/: it exports `cases`, which run in order on an app of their own. */
export type CaseFiles = Record<string, { cases: ContractCase[] }>;

const doc = loadOpenApi();
const byId = new Map(operations(doc).map((op) => [op.operationId, op]));

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'openapi', components: doc.components });

function validatorFor(operationId: string, status: number) {
  const op = byId.get(operationId);
  if (!op) throw new Error(`operation ${operationId} is not in openapi.yaml`);
  const response = op.responses[String(status)] ?? op.responses.default;
  if (!response) throw new Error(`${operationId} answered ${status}, which openapi.yaml does not document`);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return null;
  const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
  return ajv.compile(rewritten);
}

/**
 * Runs every case of `files`, each file on a fresh app: the status must be the case's, and the body
 * must match what openapi.yaml documents for that status. The cases are split over a few test files
 * (contract-*.test.ts) so that the test runner's workers share them.
 */
export function contractSuite(files: CaseFiles): void {
  for (const [file, { cases }] of Object.entries(files)) {
    describe(file, () => {
      let ctx: ContractContext;
      beforeAll(async () => {
        ctx = Object.assign(await createTestApp(), { memo: new Map<string, unknown>() });
      });
      afterAll(async () => ctx?.close());

      for (const c of cases) {
        it(`${c.operationId} → ${c.status}: ${c.title}`, async () => {
          const res = await c.run(ctx);
          expect(res.statusCode, res.body.slice(0, 500)).toBe(c.status);
          const validate = validatorFor(c.operationId, res.statusCode);
          if (validate) {
            const body = res.json();
            const valid = validate(body);
            expect(valid ? [] : validate.errors, 'response does not match openapi.yaml').toEqual([]);
          }
        });
      }
    });
  }
}
