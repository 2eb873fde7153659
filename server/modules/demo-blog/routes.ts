import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { BlogPostFormSchema } from '../../../common/demo-blog-rules.js';
import { users } from '../../db/schema.js';
import { acceptImageUploads, readImageUpload } from '../../lib/image-upload.js';
import { errors, ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, demoRoutes, onlyKeys, registerDemoRoutes } from '../../lib/demo-kit/route.js';
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
  const store = createBlogStore(new Date());

  /** The signed-in user, who writes the comment. */
  async function commentAuthor(request: FastifyRequest): Promise<CommentAuthor> {
    const [user] = await fastify.db.select({ fullName: users.fullName, avatar: users.avatar }).from(users).where(eq(users.id, request.user.sub));
    return { userFullName: user?.fullName ?? '', avatar: user?.avatar ?? '' };
  }

  const params = ref(DemoBlogPostParamsSchema);
  const query = ref(DemoBlogPostQuerySchema);
  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      '/blog/list/data',
      { operationId: 'listDemoBlogPosts', summary: 'Blog posts, newest first: search, category and paging', querystring: ref(DemoBlogListQuerySchema), response: { 200: ref(DemoBlogListSchema) } },
      (request) => store.list(request.query),
    ),
    demoRoute.get(
      '/blog/list/data/sidebar',
      { operationId: 'getDemoBlogSidebar', summary: 'Recent posts and categories with their counts', response: { 200: ref(DemoBlogSidebarSchema) } },
      () => store.sidebar(),
    ),
    demoRoute.get(
      '/blog/list/data/detail',
      { operationId: 'getDemoBlogPost', summary: 'One post with its content and comments', querystring: query, response: { 200: ref(DemoBlogDetailSchema) }, notFound: true },
      (request) => store.detail(request.query.id ?? 1),
    ),
    demoRoute.get(
      '/blog/list/data/edit',
      { operationId: 'getDemoBlogEditForm', summary: 'One post as the edit form loads it', querystring: query, response: { 200: ref(DemoBlogEditSchema) }, notFound: true },
      (request) => store.editForm(request.query.id ?? 1),
    ),
    demoRoute.post(
      POST,
      {
        operationId: 'updateDemoBlogPost',
        summary: 'Saves a post: title, categories, slug (unique: 409 slug_taken), status, excerpt, content (sanitised)',
        params,
        body: ref(DemoBlogPostChangesSchema),
        response: { 200: ref(DemoBlogEditSchema), ...errors(409) },
        notFound: true,
        preValidation: onlyKeys('post', Object.keys(BlogPostFormSchema.properties)),
      },
      (request) => store.update(request.params.id, request.body.post),
    ),
    demoRoute.post(
      `${POST}/comments`,
      {
        operationId: 'addDemoBlogComment',
        summary: 'Adds a comment (plain text) by the signed-in user; 409 comment_limit when the post is full',
        params,
        body: ref(DemoBlogNewCommentSchema),
        response: { 201: ref(DemoBlogCommentCreatedSchema), ...errors(409) },
        notFound: true,
      },
      async (request) => store.addComment(request.params.id, await commentAuthor(request), request.body.commentText),
    ),
  ]);

  // The featured image is a multipart upload: its body is read by the handler, not by the validator.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const imageRoute = demoRoutes(fastify, TAG).manage({
    operationId: 'uploadDemoBlogFeaturedImage',
    summary: 'Sets the featured image (multipart, field file): PNG or JPEG by content, at most 2 MB',
    params,
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

  registerDemoRoutes(fastify, TAG, [
    demoRoute.delete(
      `${POST}/featured-image`,
      { operationId: 'removeDemoBlogFeaturedImage', summary: 'Removes the featured image', params, response: { 200: ref(DemoBlogFeaturedImageSchema) }, notFound: true },
      (request) => store.setImage(request.params.id, ''),
    ),
  ]);
}

export const demoBlogModule: ApiModule = {
  name: 'demo-blog',
  routes: demoBlogRoutes,
  schemas: demoBlogSchemas,
  tags: [{ name: TAG, description: 'Demo: blog list, sidebar, post with comments, and the post editor' }],
};
