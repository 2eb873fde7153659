import { describe, expect, it } from 'vitest';
import { loadOpenApi, operations, UNPROVOKABLE, UNPROVOKABLE_ANYWHERE } from './harness.js';
import type { CaseFiles } from './suite.js';
import { SHARES } from './shares.js';

/** Every operation of openapi.yaml and every answer it documents has a case (the cases run in contract-*.test.ts). */
const caseFiles = import.meta.glob<CaseFiles[string]>('./cases/*.ts', { eager: true });

describe('every operation of openapi.yaml is exercised and answers as documented', () => {
  it('has a case for every operation and every documented status', () => {
    const covered = new Set(Object.values(caseFiles).flatMap((file) => file.cases.map((c) => `${c.operationId} ${c.status}`)));
    const missing = operations(loadOpenApi()).flatMap((op) =>
      Object.keys(op.responses)
        .filter((status) => status !== 'default' && !(status in UNPROVOKABLE_ANYWHERE))
        .map((status) => `${op.operationId} ${status}`)
        .filter((key) => !covered.has(key) && !(key in UNPROVOKABLE)),
    );
    expect(missing, 'operations or documented answers without a contract case').toEqual([]);
  });

  it('runs every case file in one of the contract-<share>.test.ts files, once', () => {
    const run = Object.values(SHARES).flatMap((loaders) => Object.keys(loaders));
    expect([...run].sort()).toEqual(Object.keys(caseFiles).sort());
  });
});
