import { describe, expect, it } from 'vitest';
import { resultOf } from './api-result';

const answer = (status: number, data?: unknown, error?: unknown) => Promise.resolve({ data, error, response: new Response(null, { status }) });

describe('resultOf', () => {
  it('answers the data of an accepted call, and no problem even without a body (204)', async () => {
    expect(await resultOf(answer(200, { id: 1 }))).toEqual({ data: { id: 1 }, problem: null });
    expect(await resultOf(answer(204))).toEqual({ data: undefined, problem: null });
  });

  it('reads a refusal by the code of its envelope, and by its status when it has none', async () => {
    expect(await resultOf(answer(409, undefined, { statusCode: 409, error: 'Conflict', message: 'x', code: 'version_conflict' }))).toEqual({
      problem: { status: 409, code: 'version_conflict' },
    });
    expect(await resultOf(answer(502, undefined, ''))).toEqual({ problem: { status: 502, code: 'unknown' } });
  });

  it('answers `network` when the call throws', async () => {
    expect(await resultOf(Promise.reject(new TypeError('Failed to fetch')))).toEqual({ problem: { status: 0, code: 'network' } });
  });
});
