import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { upload } from './upload';

/** The server's side of the wire: what the browser sent, and the answer it gets. */
function serve(answer: () => Response) {
  const seen: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(accessTokenAtom, null);
});

describe('upload', () => {
  it('posts the fields and the file as multipart/form-data, in order, with the session token', async () => {
    appStore.set(accessTokenAtom, 'token-1');
    const created = { id: 'd1', name: 'cv.pdf', kind: 'cv' };
    const seen = serve(() => json(201, created));
    const file = new File(['%PDF-1.4 tiny'], 'cv.pdf', { type: 'application/pdf' });

    const answer = await upload('/api/careers/documents', { kind: 'cv', file });

    expect(answer).toEqual({ data: created, problem: null });
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/careers/documents');
    expect(request!.headers.get('authorization')).toBe('Bearer token-1');
    expect(request!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request!.formData();
    expect([...form.keys()]).toEqual(['kind', 'file']);
    expect(form.get('kind')).toBe('cv');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('cv.pdf');
    expect(await sent.text()).toBe('%PDF-1.4 tiny');
  });

  it('puts the path parameters in the address', async () => {
    const seen = serve(() => json(200, { featuredImage: 'data:image/png;base64,AA' }));
    const answer = await upload('/api/blog/posts/{id}/featured-image', { file: new File(['x'], 'a.png', { type: 'image/png' }) }, { id: 42 });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/blog/posts/42/featured-image');
    expect(answer.data).toEqual({ featuredImage: 'data:image/png;base64,AA' });
  });

  it('answers a refusal as the problem of its envelope, by code and status', async () => {
    serve(() => json(415, { statusCode: 415, error: 'Unsupported Media Type', message: 'English, not read', code: 'unsupported_file', field: 'file' }));
    const answer = await upload('/api/careers/documents', { kind: 'cv', file: new File(['MZ'], 'setup.pdf') });
    expect(answer).toEqual({ problem: { status: 415, code: 'unsupported_file', field: 'file' } });
  });

  it('answers `network` when the server is not reached, without throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const answer = await upload('/api/apps/email/attachments', { file: new File(['x'], 'a.txt') });
    expect(answer).toEqual({ problem: { status: 0, code: 'network' } });
  });
});
