import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-errors.js';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes, registerFixedAnswers } from '../demo-kit/route.js';
import { DemoBlogDetailSchema, DemoBlogEditSchema, DemoBlogListSchema, DemoBlogPostQuerySchema, demoBlogSchemas, DemoBlogSidebarSchema } from './schemas.js';
import { blogEditForm, blogSidebar, seedBlog } from './seed.js';

const TAG = 'demo-blog';

async function demoBlogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const entries = seedBlog(new Date());
  const posts = entries.map((entry) => entry.post);
  const sidebar = blogSidebar(entries);

  const entry = (id = 1) => {
    const found = entries.find((e) => e.post.id === id);
    if (!found) throw notFound(`Blog post ${id} does not exist`);
    return found;
  };

  registerFixedAnswers(fastify, TAG, [
    { url: '/blog/list/data', operationId: 'listDemoBlogPosts', summary: 'Blog posts, newest first', schema: DemoBlogListSchema, answer: () => posts },
    { url: '/blog/list/data/sidebar', operationId: 'getDemoBlogSidebar', summary: 'Recent posts and categories', schema: DemoBlogSidebarSchema, answer: () => sidebar },
  ]);

  app.get(
    '/blog/list/data/detail',
    route.read({
      operationId: 'getDemoBlogPost',
      summary: 'One post with its content and comments',
      querystring: ref(DemoBlogPostQuerySchema),
      response: { 200: ref(DemoBlogDetailSchema) },
      notFound: true,
    }),
    async (request) => {
      const { post, content, comments } = entry(request.query.id);
      const { blogPosted, comment, excerpt: _excerpt, ...rest } = post;
      return { blog: { ...rest, createdTime: blogPosted, content, comments: comment, bookmarked: post.id % 2 === 0 }, comments };
    },
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
    async (request) => blogEditForm(entry(request.query.id)),
  );
}

export const demoBlogModule: ApiModule = {
  name: 'demo-blog',
  routes: demoBlogRoutes,
  schemas: demoBlogSchemas,
  tags: [{ name: TAG, description: 'Demo: blog list, sidebar, post and edit form (read-only)' }],
};
