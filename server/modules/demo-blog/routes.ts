import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { BlogPostFormSchema } from '../../../common/demo-blog-rules.js';
import { users } from '../../db/schema.js';
import { acceptImageUploads, readImageUpload } from '../../lib/image-upload.js';
import { errors, ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes, onlyKeys } from '../../lib/demo-kit/route.js';
import {
  DemoBlogCommentCreatedSchema,
  DemoBlogDetailSchema,
  DemoBlogEditSchema,
  DemoBlogFeaturedImageSchema,
  DemoBlogImageUploadSchema,
  DemoBlogListQuerySchema,
  DemoBlogListSchema,
  DemoBlogNewCommentSchema,
  DemoBlogPostChangesSchema,
  DemoBlogPostParamsSchema,
  DemoBlogPostQuerySchema,
  demoBlogSchemas,
  DemoBlogSidebarSchema,
} from './schemas.js';
import { createBlogStore, type CommentAuthor } from './store.js';

const TAG = 'demo-blog';
const POST = '/blog/posts/:id';

async function demoBlogRoutes(fastify: FastifyInstance) {
  await acceptImageUploads(fastify);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createBlogStore(new Date());

  /** The signed-in user, who writes the comment. */
  async function commentAuthor(request: FastifyRequest): Promise<CommentAuthor> {
    const [user] = await fastify.db.select({ fullName: users.fullName, avatar: users.avatar }).from(users).where(eq(users.id, request.user.sub));
    return { userFullName: user?.fullName ?? '', avatar: user?.avatar ?? '' };
  }

  app.get(
    '/blog/list/data',
    route.read({
      operationId: 'listDemoBlogPosts',
      summary: 'Blog posts, newest first: search, category and paging',
      querystring: ref(DemoBlogListQuerySchema),
      response: { 200: ref(DemoBlogListSchema) },
    }),
    async (request) => store.list(request.query),
  );

  app.get(
    '/blog/list/data/sidebar',
    route.read({ operationId: 'getDemoBlogSidebar', summary: 'Recent posts and categories with their counts', response: { 200: ref(DemoBlogSidebarSchema) } }),
    async () => store.sidebar(),
  );

  app.get(
    '/blog/list/data/detail',
    route.read({
      operationId: 'getDemoBlogPost',
      summary: 'One post with its content and comments',
      querystring: ref(DemoBlogPostQuerySchema),
      response: { 200: ref(DemoBlogDetailSchema) },
      notFound: true,
    }),
    async (request) => store.detail(request.query.id ?? 1),
  );

  app.get(
    '/blog/list/data/edit',
    route.read({
      operationId: 'getDemoBlogEditForm',
      summary: 'One post as the edit form loads it',
      querystring: ref(DemoBlogPostQuerySchema),
      response: { 200: ref(DemoBlogEditSchema) },
      notFound: true,
    }),
    async (request) => store.editForm(request.query.id ?? 1),
  );

  app.post(
    POST,
    {
      ...route.manage({
        operationId: 'updateDemoBlogPost',
        summary: 'Saves a post: title, categories, slug (unique: 409 slug_taken), status, excerpt, content (sanitised)',
        params: ref(DemoBlogPostParamsSchema),
        body: ref(DemoBlogPostChangesSchema),
        response: { 200: ref(DemoBlogEditSchema), ...errors(409) },
        notFound: true,
      }),
      preValidation: onlyKeys('post', Object.keys(BlogPostFormSchema.properties)),
    },
    async (request) => store.update(request.params.id, request.body.post),
  );

  app.post(
    `${POST}/comments`,
    {
      ...route.manage({
        operationId: 'addDemoBlogComment',
        summary: 'Adds a comment (plain text) by the signed-in user; 409 comment_limit when the post is full',
        params: ref(DemoBlogPostParamsSchema),
        body: ref(DemoBlogNewCommentSchema),
        response: { 201: ref(DemoBlogCommentCreatedSchema), ...errors(409) },
        notFound: true,
      }),
    },
    async (request, reply) => {
      const author = await commentAuthor(request);
      return reply.code(201).send(store.addComment(request.params.id, author, request.body.commentText));
    },
  );

  const imageRoute = route.manage({
    operationId: 'uploadDemoBlogFeaturedImage',
    summary: 'Sets the featured image (multipart, field file): PNG or JPEG by content, at most 2 MB',
    params: ref(DemoBlogPostParamsSchema),
    body: ref(DemoBlogImageUploadSchema),
    response: { 200: ref(DemoBlogFeaturedImageSchema), ...errors(413, 415) },
    notFound: true,
  });
  app.post(
    `${POST}/featured-image`,
    {
      ...imageRoute,
      schema: { ...imageRoute.schema, consumes: ['multipart/form-data'] },
      // The multipart body is read by the handler; the schema documents it (params are still validated).
      validatorCompiler: ({ httpPart, schema }) => (httpPart === 'body' ? () => true : fastify.validatorCompiler!({ schema, httpPart } as never)),
    },
    async (request) => {
      store.editForm(request.params.id);
      const image = await readImageUpload(request);
      return store.setImage(request.params.id, image.dataUrl);
    },
  );

  app.delete(
    `${POST}/featured-image`,
    route.manage({
      operationId: 'removeDemoBlogFeaturedImage',
      summary: 'Removes the featured image',
      params: ref(DemoBlogPostParamsSchema),
      response: { 200: ref(DemoBlogFeaturedImageSchema) },
      notFound: true,
    }),
    async (request) => store.setImage(request.params.id, ''),
  );
}

export const demoBlogModule: ApiModule = {
  name: 'demo-blog',
  routes: demoBlogRoutes,
  schemas: demoBlogSchemas,
  tags: [{ name: TAG, description: 'Demo: blog list, sidebar, post with comments, and the post editor' }],
};
