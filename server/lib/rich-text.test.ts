import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.js';

describe('rich text stored from users', () => {
  it('drops scripts, handlers and dangerous links', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<p style="background:url(x)" onclick="x()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><form><input></form>ok')).toBe('ok');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('keeps the formatting the editor produces', () => {
    const html = '<p class="ql-align-center"><strong>Bold</strong> <em>it</em> <u>u</u></p><ol><li data-list="bullet">one</li></ol><a href="https://x.example" target="_blank">l</a>';
    expect(sanitizeRichText(html)).toBe(
      '<p class="ql-align-center"><strong>Bold</strong> <em>it</em> <u>u</u></p><ol><li data-list="bullet">one</li></ol><a href="https://x.example" target="_blank" rel="noopener noreferrer">l</a>',
    );
    expect(sanitizeRichText('<p class="evil ql-indent-1">x</p>')).toBe('<p class="ql-indent-1">x</p>');
  });

  it('gives the plain text for excerpts', () => {
    expect(richTextToPlain('<p>Hello <b>world</b></p>\n<p>again</p>')).toBe('Hello world again');
  });
});
