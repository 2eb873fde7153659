import { describe, expect, it } from 'vitest';
import { parsePostId } from './blog-model';

describe('the post id in the address', () => {
  it('is a whole number the API could know, or null (the page then shows the 404 page)', () => {
    expect(parsePostId('7')).toBe(7);
    expect(parsePostId('2147483647')).toBe(2147483647);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '07', '2147483648', '99999999999']) expect(parsePostId(raw), String(raw)).toBeNull();
  });
});
