import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createTestApp } from '../helpers/app.js';
import { loadOpenApi, operations, UNPROVOKABLE, UNPROVOKABLE_ANYWHERE, type ContractCase, type ContractContext } from './harness.js';

/** Every case file under cases/ exports `cases: ContractCase[]`; each file gets an app of its own. */
const caseFiles = import.meta.glob<{ cases: ContractCase[] }>('./cases/*.ts', { eager: true });
const doc = loadOpenApi();
const ops = operations(doc);
const byId = new Map(ops.map((op) => [op.operationId, op]));

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

describe('every operation of openapi.yaml is exercised and answers as documented', () => {
  const allCases = Object.values(caseFiles).flatMap((file) => file.cases);

  it('has a case for every operation and every documented status', () => {
    const covered = new Set(allCases.map((c) => `${c.operationId} ${c.status}`));
    const missing = ops.flatMap((op) =>
      Object.keys(op.responses)
        .filter((status) => status !== 'default' && !(status in UNPROVOKABLE_ANYWHERE))
        .map((status) => `${op.operationId} ${status}`)
        .filter((key) => !covered.has(key) && !(key in UNPROVOKABLE)),
    );
    expect(missing, 'operations or documented answers without a contract case').toEqual([]);
  });

  for (const [file, { cases }] of Object.entries(caseFiles)) {
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
});
