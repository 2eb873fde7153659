import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { oneOf } from '../demo-kit/query.js';

export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const;

const author = { avatar: Type.String(), userFullName: Type.String({ examples: ['Ghani Pradita'] }) };

export const DemoBlogPostSchema = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    img: Type.String(),
    title: Type.String({ examples: ['The Best Features Coming to iOS and Web design'] }),
    ...author,
    blogPosted: Type.String({ format: 'date' }),
    tags: Type.Array(Type.String({ examples: ['Quote'] })),
    excerpt: Type.String(),
    comment: Type.Integer({ description: 'Number of comments' }),
  },
  { $id: 'DemoBlogPost' },
);
export type DemoBlogPost = Static<typeof DemoBlogPostSchema>;

export const DemoBlogListSchema = Type.Array(ref(DemoBlogPostSchema), { $id: 'DemoBlogList' });

export const DemoBlogSidebarSchema = Type.Object(
  {
    recentPosts: Type.Array(Type.Object({ id: Type.Integer(), img: Type.String(), title: Type.String(), createdTime: Type.String({ format: 'date' }) })),
    categories: Type.Array(Type.Object({ category: Type.String({ examples: ['Fashion'] }), icon: Type.String({ examples: ['WatchIcon'] }) })),
  },
  { $id: 'DemoBlogSidebar' },
);
export type DemoBlogSidebar = Static<typeof DemoBlogSidebarSchema>;

export const DemoBlogCommentSchema = Type.Object(
  { ...author, commentedAt: Type.String({ format: 'date' }), commentText: Type.String() },
  { $id: 'DemoBlogComment' },
);
export type DemoBlogComment = Static<typeof DemoBlogCommentSchema>;

export const DemoBlogDetailSchema = Type.Object(
  {
    blog: Type.Object({
      id: Type.Integer(),
      img: Type.String(),
      title: Type.String(),
      ...author,
      createdTime: Type.String({ format: 'date' }),
      tags: Type.Array(Type.String()),
      content: Type.String({ description: 'HTML' }),
      comments: Type.Integer(),
      bookmarked: Type.Boolean(),
    }),
    comments: Type.Array(ref(DemoBlogCommentSchema)),
  },
  { $id: 'DemoBlogDetail' },
);
export type DemoBlogDetail = Static<typeof DemoBlogDetailSchema>;

export const DemoBlogEditSchema = Type.Object(
  {
    id: Type.Integer(),
    ...author,
    createdTime: Type.String({ format: 'date' }),
    blogTitle: Type.String(),
    blogCategories: Type.Array(Type.Object({ code: Type.String({ examples: ['fashion'] }), name: Type.String({ examples: ['Fashion'] }) })),
    slug: Type.String(),
    status: oneOf(BLOG_STATUSES),
    excerpt: Type.String(),
    featuredImage: Type.String(),
  },
  { $id: 'DemoBlogEdit', description: 'A post as the edit form loads it' },
);
export type DemoBlogEdit = Static<typeof DemoBlogEditSchema>;

export const DemoBlogPostQuerySchema = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, default: 1, description: 'The post; 404 when unknown' })) },
  { $id: 'DemoBlogPostQuery' },
);

export const demoBlogSchemas = [
  DemoBlogPostSchema,
  DemoBlogListSchema,
  DemoBlogSidebarSchema,
  DemoBlogCommentSchema,
  DemoBlogDetailSchema,
  DemoBlogEditSchema,
  DemoBlogPostQuerySchema,
];
