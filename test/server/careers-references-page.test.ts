import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** The referee's page itself (the SPA's HTML at /careers/reference?token=…): never stored, never sent as a referrer. */
let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'careers-web-'));
  await writeFile(join(web, 'index.html'), '<!doctype html><html lang="en"><head><title>Careers</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

describe("the referee's page", () => {
  it('answers with Referrer-Policy: no-referrer and Cache-Control: no-store when it carries a token', async () => {
    const res = await t.app.inject({ url: '/careers/reference?token=abc-DEF_123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the other pages revalidated as before', async () => {
    const res = await t.app.inject({ url: '/careers/my-applications?tokens=1' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
