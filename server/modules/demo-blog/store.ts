import type { BlogCategoryCode, BlogPostForm } from '../../../common/demo-blog-rules.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.js';
import { findOr404, nextId, paginate, search, sortItems, whereEquals } from '../../lib/demo-kit/list.js';
import type { DemoBlogCategoryRef, DemoBlogComment, DemoBlogDetail, DemoBlogEdit, DemoBlogPost, DemoBlogSidebar } from './schemas.js';
import { BLOG_CATEGORIES, seedBlog, type StoredPost } from './seed.js';

/** The newest published posts the sidebar lists. */
const RECENT_POSTS = 4;
/** Comments a post may hold (demo state lives in memory: it must not grow without bound). */
export const MAX_COMMENTS_PER_POST = 500;
/** Length of an excerpt taken from the content. */
const EXCERPT_LENGTH = 200;

export interface BlogListQuery {
  q?: string;
  category?: BlogCategoryCode | '';
  page?: number;
  perPage?: number;
}

export interface CommentAuthor {
  userFullName: string;
  avatar: string;
}

const categoryRefs = (codes: readonly BlogCategoryCode[]): DemoBlogCategoryRef[] =>
  codes.map((code) => ({ code, name: BLOG_CATEGORIES.find((c) => c.code === code)!.name }));

/** Newest first; posts of the same day by id, newest first. */
const newestFirst = (posts: readonly StoredPost[]) => sortItems(sortItems(posts, (p) => p.id, true), (p) => p.blogPosted, true);

function excerptOf(content: string): string {
  const text = richTextToPlain(content);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** The blog of one app instance: posts with their comments and images, in memory. */
export function createBlogStore(start: Date) {
  const posts = seedBlog(start);
  const find = (id: number) => findOr404(posts, id, 'Blog post');

  const summary = (post: StoredPost): DemoBlogPost => ({
    id: post.id,
    img: post.img,
    title: post.title,
    slug: post.slug,
    avatar: post.avatar,
    userFullName: post.userFullName,
    blogPosted: post.blogPosted,
    categories: categoryRefs(post.categories),
    excerpt: post.excerpt,
    comment: post.comments.length,
    status: post.status,
  });

  const editForm = (post: StoredPost): DemoBlogEdit => ({
    id: post.id,
    avatar: post.avatar,
    userFullName: post.userFullName,
    createdTime: post.blogPosted,
    blogTitle: post.title,
    blogCategories: categoryRefs(post.categories),
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    featuredImage: post.img,
    content: post.content,
  });

  return {
    list({ q, category, page, perPage }: BlogListQuery): { posts: DemoBlogPost[]; total: number } {
      const searched = search(posts, q, (p) => [p.title, p.excerpt]);
      const filtered = category ? searched.filter((p) => p.categories.includes(category)) : searched;
      return { posts: paginate(newestFirst(filtered), { page, perPage }, 6).map(summary), total: filtered.length };
    },

    sidebar(): DemoBlogSidebar {
      const published = whereEquals(newestFirst(posts), 'Published', (p) => p.status);
      return {
        recentPosts: published.slice(0, RECENT_POSTS).map((p) => ({ id: p.id, img: p.img, title: p.title, createdTime: p.blogPosted })),
        categories: BLOG_CATEGORIES.map(({ code, name, icon }) => ({ code, category: name, icon, count: posts.filter((p) => p.categories.includes(code)).length })),
      };
    },

    detail(id: number): DemoBlogDetail {
      const post = find(id);
      const { blogPosted, comment: _count, excerpt: _excerpt, ...rest } = summary(post);
      return {
        blog: { ...rest, createdTime: blogPosted, content: post.content, comments: post.comments.length },
        comments: post.comments.map((c) => ({ ...c })),
      };
    },

    editForm: (id: number) => editForm(find(id)),

    /**
     * Saves every editable field. The slug must be unique: the check and the write happen in one
     * synchronous step, so two saves racing for the same slug cannot both pass.
     */
    update(id: number, changes: BlogPostForm): DemoBlogEdit {
      const post = find(id);
      const content = sanitizeRichText(changes.content);
      if (!richTextToPlain(content) && !/<img\b/i.test(content)) {
        throw badRequest('The content is empty once unsafe markup is removed.', { code: 'empty_content', field: 'post.content' });
      }
      if (posts.some((other) => other.id !== id && other.slug === changes.slug)) {
        throw conflict(`Another post already uses the slug ${JSON.stringify(changes.slug)}.`, { code: 'slug_taken', field: 'post.slug' });
      }
      const excerpt = changes.excerpt.trim();
      Object.assign(post, {
        title: changes.blogTitle.trim(),
        slug: changes.slug,
        status: changes.status,
        categories: [...changes.blogCategories],
        excerpt: excerpt || excerptOf(content),
        content,
      } satisfies Partial<StoredPost>);
      return editForm(post);
    },

    addComment(id: number, author: CommentAuthor, text: string, now = new Date()): { comment: DemoBlogComment; comments: number } {
      const post = find(id);
      if (post.comments.length >= MAX_COMMENTS_PER_POST) {
        throw conflict(`This post has reached its limit of ${MAX_COMMENTS_PER_POST} comments.`, { code: 'comment_limit' });
      }
      const allComments = posts.flatMap((p) => p.comments);
      const comment = { id: nextId(allComments), ...author, commentedAt: now.toISOString(), commentText: text.replace(/\r\n?/g, '\n').trim() };
      post.comments.push(comment);
      return { comment: { ...comment }, comments: post.comments.length };
    },

    setImage(id: number, dataUrl: string): { featuredImage: string } {
      const post = find(id);
      post.img = dataUrl;
      return { featuredImage: post.img };
    },
  };
}
