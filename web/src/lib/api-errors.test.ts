import { describe, expect, it } from 'vitest';
import { apiProblem, problemText } from './api-errors';

/** What a person reads when the API answers with the envelope of `statusCode` and `code`. */
const shown = (statusCode: number, code: string) => problemText(apiProblem({ statusCode, error: 'x', message: 'English text never shown', code }));

describe('the sentence shown for an API refusal', () => {
  it('says the database is away for a moment, not that something went wrong', () => {
    expect(shown(503, 'database_unavailable')).toMatch(/cannot reach its database.*Nothing was changed/);
  });

  it('says the storage is full and nothing was lost', () => {
    expect(shown(507, 'storage_full')).toMatch(/storage is full.*nothing was lost/);
  });

  it('says a stalled upload was stopped', () => {
    expect(shown(408, 'request_timeout')).toMatch(/took too long/);
  });

  it('falls back to the generic sentence for an unknown server error, never to the English message', () => {
    expect(shown(500, 'something_new')).toBe('Something went wrong on our side. Please try again.');
    expect(shown(500, 'something_new')).not.toContain('English text');
  });
});
