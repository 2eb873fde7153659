import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, startDemoApi, type DemoApi } from './demo-helpers.js';

let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo blog', () => {
  it('lists posts newest first with tags, excerpt and comment count', async () => {
    const posts = (await api.get('/api/blog/list/data')).json() as { id: number; blogPosted: string; tags: string[]; comment: number }[];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((p) => p.blogPosted);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.every((p) => p.tags.length > 0 && p.comment >= 0)).toBe(true);
  });

  it('the sidebar has recent posts and categories', async () => {
    const sidebar = (await api.get('/api/blog/list/data/sidebar')).json();
    expect(sidebar.recentPosts.length).toBeGreaterThan(0);
    expect(sidebar.categories[0]).toEqual({ category: expect.any(String), icon: expect.any(String) });
  });

  it('detail and edit take ?id= (default the first post), 404 for unknown posts', async () => {
    const second = (await api.get('/api/blog/list/data/detail?id=2')).json();
    expect(second.blog).toMatchObject({ id: 2, content: expect.stringContaining('<p>'), comments: expect.any(Number) });
    expect(second.comments.length).toBeGreaterThan(0);
    expect((await api.get('/api/blog/list/data/detail')).json().blog.id).toBe(1);
    const edit = (await api.get('/api/blog/list/data/edit?id=2')).json();
    expect(edit).toMatchObject({ id: 2, blogTitle: second.blog.title, status: 'Published', slug: expect.stringMatching(/^[a-z0-9-]+$/) });
    expectError(await api.get('/api/blog/list/data/detail?id=999'), 404);
    expectError(await api.get('/api/blog/list/data/edit?id=999'), 404);
  });

  it('refuses malformed ids with 400', async () => {
    await expectEach(['detail?id=x', 'detail?id=0', 'edit?id=1.5', 'edit?id=-3'].map((q) => api.get(`/api/blog/list/data/${q}`)), 400);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['', '/sidebar', '/detail?id=1', '/edit?id=1']) await expectGuarded(api, 'GET', `/api/blog/list/data${url}`);
  });
});
