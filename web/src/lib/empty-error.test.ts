import { describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import { emptyErrorMiddleware } from './empty-error';

/** A client over a fetch that answers what the test says, through the middleware the SPA's client uses. */
function clientAnswering(answer: () => Response) {
  const client = createClient<Record<string, never>>({ baseUrl: 'http://portal.test', fetch: async () => answer() });
  client.use(emptyErrorMiddleware);
  return client as unknown as { POST: (path: string) => Promise<{ data?: unknown; error?: unknown; response: Response }> };
}

describe('an error answer without a body', () => {
  it('is read as the error envelope, so the query hooks throw it instead of reporting success', async () => {
    const { data, error } = await clientAnswering(() => new Response(null, { status: 502, statusText: 'Bad Gateway' })).POST('/api/x');
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ statusCode: 502, code: 'unavailable' });
  });

  it('names a timeout and a server fault by their codes', async () => {
    expect((await clientAnswering(() => new Response('', { status: 408 })).POST('/api/x')).error).toMatchObject({ code: 'request_timeout' });
    expect((await clientAnswering(() => new Response(' ', { status: 500 })).POST('/api/x')).error).toMatchObject({ code: 'internal_error' });
  });

  it('leaves an envelope the server sent, and a success, as they are', async () => {
    const sent = { statusCode: 409, error: 'Conflict', message: 'Changed', code: 'version_conflict' };
    const refused = await clientAnswering(() => Response.json(sent, { status: 409 })).POST('/api/x');
    expect(refused.error).toEqual(sent);
    const ok = await clientAnswering(() => Response.json({ id: 1 })).POST('/api/x');
    expect(ok.data).toEqual({ id: 1 });
  });
});
