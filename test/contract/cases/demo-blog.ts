import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { FILES, multipart } from '../../server/careers-helpers.js';
import { call, fixedCases, guardCases } from '../../server/demo-helpers.js';

const onePost = (operationId: string, url: string): ContractCase[] => [
  { operationId, title: 'post 3', status: 200, run: call('GET', `${url}?id=3`) },
  { operationId, title: 'malformed id', status: 400, run: call('GET', `${url}?id=x`) },
  { operationId, title: 'unknown post', status: 404, run: call('GET', `${url}?id=999`) },
  ...guardCases(operationId, 'GET', url),
];

const POST = {
  blogTitle: 'Contract post',
  blogCategories: ['food'],
  slug: 'contract-post',
  status: 'Draft',
  excerpt: '',
  content: '<p>Checked against <em>openapi.yaml</em>.</p>',
};

function upload(id: string, content: Buffer, who: 'admin' | 'client' | 'anonymous' = 'admin') {
  return async (ctx: ContractContext) => {
    const form = multipart({}, { filename: 'cover.png', content });
    const auth = who === 'anonymous' ? {} : bearer(await ctx.token(who));
    return ctx.app.inject({ method: 'POST', url: `/api/blog/posts/${id}/featured-image`, payload: form.payload, headers: { ...auth, ...form.headers } });
  };
}

export const cases: ContractCase[] = [
  { operationId: 'listDemoBlogPosts', title: 'first page', status: 200, run: call('GET', '/api/blog/list/data') },
  { operationId: 'listDemoBlogPosts', title: 'searched and filtered, page 2', status: 200, run: call('GET', '/api/blog/list/data?q=the&category=food&page=2&perPage=2') },
  { operationId: 'listDemoBlogPosts', title: 'unknown category', status: 400, run: call('GET', '/api/blog/list/data?category=sports') },
  ...guardCases('listDemoBlogPosts', 'GET', '/api/blog/list/data'),
  ...fixedCases('getDemoBlogSidebar', '/api/blog/list/data/sidebar'),
  ...onePost('getDemoBlogPost', '/api/blog/list/data/detail'),
  ...onePost('getDemoBlogEditForm', '/api/blog/list/data/edit'),

  { operationId: 'updateDemoBlogPost', title: 'saves a post', status: 200, run: call('POST', '/api/blog/posts/2', { post: POST }) },
  { operationId: 'updateDemoBlogPost', title: 'malformed slug', status: 400, run: call('POST', '/api/blog/posts/2', { post: { ...POST, slug: 'Not A Slug' } }) },
  { operationId: 'updateDemoBlogPost', title: 'unknown post', status: 404, run: call('POST', '/api/blog/posts/999', { post: POST }) },
  { operationId: 'updateDemoBlogPost', title: 'slug of another post', status: 409, run: call('POST', '/api/blog/posts/3', { post: POST }) },
  ...guardCases('updateDemoBlogPost', 'POST', '/api/blog/posts/2', { post: POST }),

  { operationId: 'addDemoBlogComment', title: 'adds a comment', status: 201, run: call('POST', '/api/blog/posts/2/comments', { commentText: 'Nice one.' }) },
  { operationId: 'addDemoBlogComment', title: 'blank comment', status: 400, run: call('POST', '/api/blog/posts/2/comments', { commentText: '   ' }) },
  { operationId: 'addDemoBlogComment', title: 'unknown post', status: 404, run: call('POST', '/api/blog/posts/999/comments', { commentText: 'Hello' }) },
  {
    operationId: 'addDemoBlogComment',
    title: 'the post is full',
    status: 409,
    run: async (ctx) => {
      const full = call('POST', '/api/blog/posts/4/comments', { commentText: 'Filling up.' });
      for (;;) {
        const res = await full(ctx);
        if (res.statusCode !== 201) return res;
      }
    },
  },
  ...guardCases('addDemoBlogComment', 'POST', '/api/blog/posts/2/comments', { commentText: 'Hello' }),

  { operationId: 'uploadDemoBlogFeaturedImage', title: 'a PNG', status: 200, run: upload('2', FILES.png()) },
  { operationId: 'uploadDemoBlogFeaturedImage', title: 'malformed id', status: 400, run: upload('x', FILES.png()) },
  { operationId: 'uploadDemoBlogFeaturedImage', title: 'unknown post', status: 404, run: upload('999', FILES.png()) },
  { operationId: 'uploadDemoBlogFeaturedImage', title: 'larger than 2 MB', status: 413, run: upload('2', Buffer.concat([FILES.png(), Buffer.alloc(2 * 1024 * 1024)])) },
  { operationId: 'uploadDemoBlogFeaturedImage', title: 'not an image by content', status: 415, run: upload('2', Buffer.from('GIF89a not accepted')) },
  { operationId: 'uploadDemoBlogFeaturedImage', title: 'no token', status: 401, run: upload('2', FILES.png(), 'anonymous') },
  { operationId: 'uploadDemoBlogFeaturedImage', title: 'client lacks the Demo ability', status: 403, run: upload('2', FILES.png(), 'client') },

  { operationId: 'removeDemoBlogFeaturedImage', title: 'removes it', status: 200, run: call('DELETE', '/api/blog/posts/2/featured-image') },
  { operationId: 'removeDemoBlogFeaturedImage', title: 'malformed id', status: 400, run: call('DELETE', '/api/blog/posts/x/featured-image') },
  { operationId: 'removeDemoBlogFeaturedImage', title: 'unknown post', status: 404, run: call('DELETE', '/api/blog/posts/999/featured-image') },
  ...guardCases('removeDemoBlogFeaturedImage', 'DELETE', '/api/blog/posts/2/featured-image'),
];
