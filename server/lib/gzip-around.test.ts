import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipAround } from './gzip-around.js';

describe('gzipAround', () => {
  const before = `<!doctype html><html><head><meta name="csp-nonce" content="`;
  const after = `"><title>Careers</title></head><body>${'<div id="root"></div>'.repeat(50)}</body></html>`;
  const gzip = gzipAround(before, after);

  it('gives a gzip answer any client decodes to the whole text, whatever the middle', () => {
    for (const middle of ['', 'abc', 'r4nd0m+n0nce/Value==', 'é€😀'.repeat(100)]) {
      expect(gunzipSync(gzip(middle)).toString()).toBe(`${before}${middle}${after}`);
    }
  });

  it('compresses the ends: the answer is much smaller than the text', () => {
    expect(gzip('0123456789abcdefghijkl==').length).toBeLessThan((before.length + after.length) / 3);
  });
});
