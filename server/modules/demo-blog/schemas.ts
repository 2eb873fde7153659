import { Type, type Static } from '@sinclair/typebox';
import { BLOG_CATEGORY_CODES, BLOG_STATUSES, BlogCommentFormSchema, BlogPostFormSchema } from '../../../common/demo-blog-rules.js';
import { imageUploadBody } from '../../lib/image-upload.js';
import { ref } from '../../lib/schema.js';
import { filterOf, idParams, oneOf, pagingQuery, searchQuery } from '../../lib/list-query.js';

const author = { avatar: Type.String({ description: 'Picture URL; empty when the author has none' }), userFullName: Type.String({ examples: ['Ghani Pradita'] }) };
const status = oneOf(BLOG_STATUSES, { examples: ['Published'] });

export const DemoBlogCategoryRefSchema = Type.Object(
  { code: oneOf(BLOG_CATEGORY_CODES, { examples: ['fashion'] }), name: Type.String({ examples: ['Fashion'] }) },
  { $id: 'DemoBlogCategoryRef' },
);
export type DemoBlogCategoryRef = Static<typeof DemoBlogCategoryRefSchema>;

export const DemoBlogPostSchema = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    img: Type.String({ description: 'Featured image (a data: URL); empty when the post has none' }),
    title: Type.String({ examples: ['The Best Features Coming to iOS and Web design'] }),
    slug: Type.String({ examples: ['the-best-features-coming-to-ios-and-web-design'] }),
    ...author,
    blogPosted: Type.String({ format: 'date' }),
    categories: Type.Array(ref(DemoBlogCategoryRefSchema)),
    excerpt: Type.String(),
    comment: Type.Integer({ description: 'Number of comments' }),
    status,
  },
  { $id: 'DemoBlogPost' },
);
export type DemoBlogPost = Static<typeof DemoBlogPostSchema>;

export const DemoBlogListQuerySchema = Type.Object(
  {
    q: searchQuery('the title and the excerpt'),
    category: filterOf(BLOG_CATEGORY_CODES, 'Only the posts of this category'),
    ...pagingQuery(6),
  },
  { $id: 'DemoBlogListQuery' },
);

export const DemoBlogListSchema = Type.Object(
  { posts: Type.Array(ref(DemoBlogPostSchema), { description: 'Newest first' }), total: Type.Integer({ description: 'Posts under the search and filter, over every page' }) },
  { $id: 'DemoBlogList' },
);

export const DemoBlogSidebarSchema = Type.Object(
  {
    recentPosts: Type.Array(Type.Object({ id: Type.Integer(), img: Type.String(), title: Type.String(), createdTime: Type.String({ format: 'date' }) }), {
      description: 'The newest published posts',
    }),
    categories: Type.Array(
      Type.Object({
        code: oneOf(BLOG_CATEGORY_CODES),
        category: Type.String({ examples: ['Fashion'] }),
        icon: Type.String({ examples: ['WatchIcon'] }),
        count: Type.Integer({ description: 'Posts in the category' }),
      }),
    ),
  },
  { $id: 'DemoBlogSidebar' },
);
export type DemoBlogSidebar = Static<typeof DemoBlogSidebarSchema>;

export const DemoBlogCommentSchema = Type.Object(
  { id: Type.Integer(), ...author, commentedAt: Type.String({ format: 'date-time' }), commentText: Type.String({ description: 'Plain text' }) },
  { $id: 'DemoBlogComment' },
);
export type DemoBlogComment = Static<typeof DemoBlogCommentSchema>;

export const DemoBlogDetailSchema = Type.Object(
  {
    blog: Type.Object({
      id: Type.Integer(),
      img: Type.String(),
      title: Type.String(),
      slug: Type.String(),
      ...author,
      createdTime: Type.String({ format: 'date' }),
      categories: Type.Array(ref(DemoBlogCategoryRefSchema)),
      content: Type.String({ description: 'HTML, sanitised when stored' }),
      comments: Type.Integer({ description: 'Number of comments' }),
      status,
    }),
    comments: Type.Array(ref(DemoBlogCommentSchema), { description: 'Oldest first' }),
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
    blogCategories: Type.Array(ref(DemoBlogCategoryRefSchema)),
    slug: Type.String(),
    status,
    excerpt: Type.String(),
    featuredImage: Type.String({ description: 'A data: URL; empty when the post has none' }),
    content: Type.String({ description: 'HTML, sanitised when stored' }),
  },
  { $id: 'DemoBlogEdit', description: 'A post as the edit form loads it' },
);
export type DemoBlogEdit = Static<typeof DemoBlogEditSchema>;

export const DemoBlogPostQuerySchema = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, default: 1, description: 'The post; 404 when unknown' })) },
  { $id: 'DemoBlogPostQuery' },
);

export const DemoBlogPostParamsSchema = idParams('id', 'DemoBlogPostParams');

export const DemoBlogPostChangesSchema = Type.Object(
  { post: Type.Object(BlogPostFormSchema.properties, { description: 'Every editable field; the excerpt is taken from the content when left empty' }) },
  { $id: 'DemoBlogPostChanges' },
);

export const DemoBlogNewCommentSchema = Type.Object(BlogCommentFormSchema.properties, { $id: 'DemoBlogNewComment' });

export const DemoBlogCommentCreatedSchema = Type.Object(
  { comment: ref(DemoBlogCommentSchema), comments: Type.Integer({ description: 'The post’s number of comments now' }) },
  { $id: 'DemoBlogCommentCreated' },
);

export const DemoBlogFeaturedImageSchema = Type.Object({ featuredImage: Type.String({ description: 'A data: URL; empty when removed' }) }, { $id: 'DemoBlogFeaturedImage' });

export const DemoBlogImageUploadSchema = imageUploadBody('DemoBlogImageUpload');

export const demoBlogSchemas = [
  DemoBlogCategoryRefSchema,
  DemoBlogPostSchema,
  DemoBlogListQuerySchema,
  DemoBlogListSchema,
  DemoBlogSidebarSchema,
  DemoBlogCommentSchema,
  DemoBlogDetailSchema,
  DemoBlogEditSchema,
  DemoBlogPostQuerySchema,
  DemoBlogPostParamsSchema,
  DemoBlogPostChangesSchema,
  DemoBlogNewCommentSchema,
  DemoBlogCommentCreatedSchema,
  DemoBlogFeaturedImageSchema,
  DemoBlogImageUploadSchema,
];
