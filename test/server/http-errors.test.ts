import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import errorHandler from '../../server/plugins/error-handler.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT: '2048' });
});
afterAll(() => t.close());

const envelope = (statusCode: number, code: string) => ({ statusCode, error: expect.any(String), message: expect.any(String), code });

describe('bad requests get a 4xx in the error envelope, never a 500', () => {
  it('malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(400, 'invalid_json'));
  });

  it('an oversized body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: 'a@b.c', password: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope(413, 'payload_too_large'));
  });

  it('an unsupported content type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt/login', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(envelope(415, 'unsupported_media_type'));
  });

  it('wrong types name the field, in words and as a field name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: ['a'], password: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'email', message: expect.stringMatching(/body\.email/) });
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No API route GET /api/does/not/exist', code: 'not_found' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline;');
    expect(res.headers['content-security-policy']).toContain("style-src 'self'; style-src-elem 'self'; style-src-attr 'unsafe-inline'");
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('the API rate limit', () => {
  it('answers 429 in the error envelope, as every operation documents', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const answers = await Promise.all([1, 2, 3].map(() => limited.app.inject({ url: '/api/careers/departments' })));
      const refused = answers.find((res) => res.statusCode === 429);
      expect(refused?.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String), code: 'rate_limited' });
      const doc = limited.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
      const withoutIt = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => !op.responses['429']).map(([m]) => `${m} ${path}`));
      expect(withoutIt).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('server errors', () => {
  it('are logged with details but answered without them', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: expect.not.stringContaining('secret'), code: 'internal_error' });
    expect(logged.join('')).toContain('postgres://secret@db');
    await app.close();
  });
});

describe('access checks come before the body is read', () => {
  it('a caller without a token gets 401, not a 400 about the body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', payload: { firstName: 42 } });
    expect(res.statusCode).toBe(401);
  });

  it('a client on an admin write gets 403 whatever the body', async () => {
    const token = await t.token('client');
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: 'not json' });
    expect(res.statusCode).toBe(403);
  });
});
