import { Type, type Static } from '@sinclair/typebox';

/**
 * The rules of the blog's two forms (edit a post, write a comment), shared by the server, which
 * enforces them, and the SPA, which checks them as the user types (typeboxResolver).
 */

export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_CATEGORY_CODES = ['fashion', 'food', 'gaming', 'quote', 'video'] as const;
export type BlogCategoryCode = (typeof BLOG_CATEGORY_CODES)[number];

/** Lowercase letters and digits in words joined by single hyphens: `my-first-post`. */
export const BLOG_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const BLOG_SLUG_MAX = 120;
export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 500;
/** HTML of the content, before sanitising. */
export const BLOG_CONTENT_MAX = 50_000;
export const BLOG_COMMENT_MAX = 2000;

/** Text without control characters but tab and line breaks. */
const NO_CONTROL = '[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*';
const TEXT = `^${NO_CONTROL}$`;
/** The same, with at least one character that is not a space. */
const FILLED_TEXT = `^(?=[\\s\\S]*\\S)${NO_CONTROL}$`;
/** One line: no control characters at all; at least one character that is not a space. */
const LINE = '^(?=.*\\S)[^\\u0000-\\u001F\\u007F]*$';

const oneOfLiterals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const BlogPostFormSchema = Type.Object({
  blogTitle: Type.String({ minLength: 1, maxLength: BLOG_TITLE_MAX, pattern: LINE }),
  blogCategories: Type.Array(oneOfLiterals(BLOG_CATEGORY_CODES), { minItems: 1, maxItems: BLOG_CATEGORY_CODES.length, uniqueItems: true, description: 'Category codes' }),
  slug: Type.String({ minLength: 1, maxLength: BLOG_SLUG_MAX, pattern: BLOG_SLUG_PATTERN, description: 'Unique among the posts' }),
  status: oneOfLiterals(BLOG_STATUSES),
  excerpt: Type.String({ maxLength: BLOG_EXCERPT_MAX, pattern: TEXT }),
  content: Type.String({ minLength: 1, maxLength: BLOG_CONTENT_MAX, pattern: FILLED_TEXT, contentMediaType: 'text/html', description: 'HTML; sanitised before it is stored' }),
});
export type BlogPostForm = Static<typeof BlogPostFormSchema>;

export const BlogCommentFormSchema = Type.Object({
  commentText: Type.String({ minLength: 1, maxLength: BLOG_COMMENT_MAX, pattern: FILLED_TEXT, description: 'Plain text' }),
});
export type BlogCommentForm = Static<typeof BlogCommentFormSchema>;

/** A slug from a title: accents dropped, lowercase words joined by hyphens (`Café au lait!` → `cafe-au-lait`). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, '');
}
