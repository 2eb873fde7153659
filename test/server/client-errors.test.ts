import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { expectError } from './demo-helpers.js';

/** A page that failed in a browser reaches the server log, without anything about the person. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, {}, { log: (line) => void lines.push(line) });
});
afterAll(async () => t?.close());

const report = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object });
const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; clientError?: Record<string, string> }).filter((entry) => entry.clientError);

describe('POST /api/client-errors', () => {
  it('writes the failure to the log at warn, e-mail addresses blotted out, and answers 204', async () => {
    const res = await report({ kind: 'chunk', route: '/apps/invoice/edit/:id', name: 'TypeError', message: 'Failed to fetch dynamically imported module for ana.lima@example.org' });
    expect(res.statusCode).toBe(204);
    const entry = logged().at(-1)!;
    expect(entry.level).toBe(40);
    expect(entry.clientError).toEqual({ kind: 'chunk', route: '/apps/invoice/edit/:id', name: 'TypeError', message: 'Failed to fetch dynamically imported module for [e-mail]' });
    expect(JSON.stringify(lines)).not.toContain('ana.lima@example.org');
  });

  it('refuses what is not a report, logging nothing', async () => {
    const before = logged().length;
    const valid = { kind: 'render', route: '/careers/profile', name: 'Error', message: 'boom' };
    const hostile = [
      { ...valid, kind: 'crash' },
      { ...valid, route: '/careers/job/12?email=ana@example.org' },
      { ...valid, route: 'https://evil.example/' },
      { ...valid, route: '' },
      { ...valid, message: 'x'.repeat(501) },
      { ...valid, message: 'two\nlines' },
      { ...valid, name: 'nul\u0000' },
      { kind: 'render' },
      [valid],
    ];
    for (const payload of hostile) expectError(await report(payload), 400);
    expect(logged().length).toBe(before);
  });

  it('keeps only the four fields: anything else sent along never reaches the log', async () => {
    expect((await report({ kind: 'render', route: '/careers/profile', name: 'Error', message: 'boom', user: 'ana@example.org' })).statusCode).toBe(204);
    expect(Object.keys(logged().at(-1)!.clientError!)).toEqual(['kind', 'route', 'name', 'message']);
    expect(JSON.stringify(lines)).not.toContain('ana@example.org');
  });
});
