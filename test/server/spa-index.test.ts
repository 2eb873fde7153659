import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** The SPA's page: a new style nonce in every answer, in the page and in its CSP, compressed or not. */
const PAGE = `<!doctype html><html lang="en"><head><title>Careers</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'careers-web-'));
  await writeFile(join(web, 'index.html'), PAGE);
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

const nonceOf = (html: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1];

describe('the SPA page', () => {
  it('is gzip-compressed for a browser, with the nonce of its CSP, new in every answer (deep links too)', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/careers/job/1', '/']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip, deflate' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['vary']).toBe('accept-encoding');
      const html = gunzipSync(res.rawPayload).toString();
      const nonce = nonceOf(html)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(html).toBe(PAGE.replace('<head>', `<head><meta name="region" content="KE"><meta name="csp-nonce" content="${nonce}">`));
      expect(res.headers['content-security-policy']).toContain(`style-src-elem 'self' 'nonce-${nonce}';`);
      expect(res.headers['x-frame-options']).toBe('DENY');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('is sent as it is to a client that accepts no compression', async () => {
    const res = await t.app.inject({ url: '/careers' });
    expect(res.headers['content-encoding']).toBeUndefined();
    const nonce = nonceOf(res.body)!;
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("names the deployment's region, whose way the SPA writes English dates", async () => {
    const us = await createTestApp({ WEB_DIST: web, REGION: 'us' });
    try {
      const res = await us.app.inject({ url: '/careers/jobs' });
      expect(res.body).toContain('<meta name="region" content="US">');
    } finally {
      await us.close();
    }
  });
});
