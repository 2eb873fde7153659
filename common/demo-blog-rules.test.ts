import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { BlogCommentFormSchema, BlogPostFormSchema, slugFromTitle } from './demo-blog-rules.js';

const post = (over: Record<string, unknown> = {}) => ({
  blogTitle: 'A title',
  blogCategories: ['food'],
  slug: 'a-title',
  status: 'Draft',
  excerpt: '',
  content: '<p>Text</p>',
  ...over,
});

describe('blog form rules (the same in the browser and on the server)', () => {
  it('make a slug of any title that the slug rule accepts', () => {
    expect(slugFromTitle('Café au lait: 10 façons!')).toBe('cafe-au-lait-10-facons');
    expect(slugFromTitle('  --Ünïcödé  Straße--  ')).toBe('unicode-strasse');
    expect(slugFromTitle('x'.repeat(130) + ' end')).toHaveLength(120);
    for (const title of ['Café au lait', 'What Nurses Wish', 'a - b -- c', `${'word '.repeat(40)}`]) {
      expect(Value.Check(BlogPostFormSchema, post({ slug: slugFromTitle(title) })), title).toBe(true);
    }
  });

  it('accept a valid post and refuse blank titles, bad slugs, unknown categories or statuses, control characters', () => {
    expect(Value.Check(BlogPostFormSchema, post())).toBe(true);
    for (const bad of [
      { blogTitle: '   ' },
      { blogTitle: 'two\nlines' },
      { slug: 'Upper' },
      { slug: 'a--b' },
      { slug: '-a' },
      { blogCategories: [] },
      { blogCategories: ['sports'] },
      { blogCategories: ['food', 'food'] },
      { status: 'Archived' },
      { content: ' \n ' },
      { excerpt: 'bell\u0007' },
    ]) {
      expect(Value.Check(BlogPostFormSchema, post(bad)), JSON.stringify(bad)).toBe(false);
    }
  });

  it('a comment needs a character that is not a space, and keeps its line breaks', () => {
    expect(Value.Check(BlogCommentFormSchema, { commentText: 'Line one\nline two' })).toBe(true);
    expect(Value.Check(BlogCommentFormSchema, { commentText: ' \n\t' })).toBe(false);
    expect(Value.Check(BlogCommentFormSchema, { commentText: 'x'.repeat(2001) })).toBe(false);
  });
});
