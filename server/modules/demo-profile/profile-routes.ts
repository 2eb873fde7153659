import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import {
  DemoPollVoteSchema,
  DemoProfileCommentInputSchema,
  DemoProfileLikeSchema,
  DemoProfilePollSchema,
  DemoProfilePostAnswerSchema,
  DemoProfilePostPageSchema,
  DemoProfilePostParamsSchema,
  DemoProfilePostsQuerySchema,
  DemoSocialProfileSchema,
} from './profile-schemas.js';
import type { DemoProfileStore } from './profile-store.js';

/** `/api/profile/*`: the social profile page, its posts (paged), likes, comments and the poll. */
export async function profileRoutes(fastify: FastifyInstance, { store, tag }: { store: DemoProfileStore; tag: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, tag);

  app.get(
    '/profile/data',
    route.read({ operationId: 'getDemoSocialProfile', summary: 'The social profile page (with the first page of posts)', response: { 200: ref(DemoSocialProfileSchema) } }),
    async (request) => store.page(request.user.sub),
  );

  app.get(
    '/profile/posts',
    route.read({
      operationId: 'listDemoProfilePosts',
      summary: 'The posts, newest first, one page at a time ("Load more")',
      querystring: ref(DemoProfilePostsQuerySchema),
      response: { 200: ref(DemoProfilePostPageSchema) },
    }),
    async (request) => store.posts(request.user.sub, request.query),
  );

  app.post(
    '/profile/posts/:id/like',
    route.manage({
      operationId: 'likeDemoProfilePost',
      summary: 'Like (liked: true) or unlike a post; repeating it changes nothing',
      params: ref(DemoProfilePostParamsSchema),
      body: ref(DemoProfileLikeSchema),
      response: { 200: ref(DemoProfilePostAnswerSchema) },
      notFound: true,
    }),
    async (request) => ({ post: store.like(request.user.sub, request.params.id, request.body.liked) }),
  );

  app.post(
    '/profile/posts/:id/comments',
    route.manage({
      operationId: 'commentDemoProfilePost',
      summary: 'Comment on a post as the signed-in user (name and picture from their account settings)',
      description: 'Refusal: `empty_comment` when the comment is only spaces.',
      params: ref(DemoProfilePostParamsSchema),
      body: ref(DemoProfileCommentInputSchema),
      response: { 201: ref(DemoProfilePostAnswerSchema) },
      notFound: true,
    }),
    async (request, reply) => reply.code(201).send({ post: await store.comment(request.user.sub, request.params.id, request.body.comment) }),
  );

  app.post(
    '/profile/poll/vote',
    route.manage({
      operationId: 'voteDemoProfilePoll',
      summary: 'Vote in the poll: one vote per user; voting again moves the vote to the new option',
      description: 'Refusal: `unknown_option` when the poll has no such option.',
      body: ref(DemoPollVoteSchema),
      response: { 200: ref(DemoProfilePollSchema) },
    }),
    async (request) => store.vote(request.user.sub, request.body.optionId),
  );
}
