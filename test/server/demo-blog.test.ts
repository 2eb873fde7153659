import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/app.js';
import { FILES, multipart } from './careers-helpers.js';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

type Post = { id: number; title: string; slug: string; excerpt: string; blogPosted: string; categories: { code: string; name: string }[]; comment: number; status: string; img: string };

let api: DemoApi;
const list = async (query = '') => (await api.get(`/api/blog/list/data${query}`)).json() as { posts: Post[]; total: number };
const detail = async (id: number) => (await api.get(`/api/blog/list/data/detail?id=${id}`)).json();
const editForm = async (id: number) => (await api.get(`/api/blog/list/data/edit?id=${id}`)).json();
const validPost = (over: Record<string, unknown> = {}) => ({
  blogTitle: 'A post about rotas',
  blogCategories: ['food', 'video'],
  slug: 'a-post-about-rotas',
  status: 'Published',
  excerpt: 'Short and sweet.',
  content: '<p>Rotas are <strong>hard</strong>.</p>',
  ...over,
});
const save = (id: number, post: unknown) => api.post(`/api/blog/posts/${id}`, { post });
const comment = (id: number, body: unknown) => api.post(`/api/blog/posts/${id}/comments`, body);

async function uploadImage(id: number, file: { filename: string; content: Buffer; contentType?: string }, who: 'admin' | 'client' = 'admin') {
  const form = multipart({}, file);
  return api.test.app.inject({ method: 'POST', url: `/api/blog/posts/${id}/featured-image`, payload: form.payload, headers: { ...bearer(await api.test.token(who)), ...form.headers } });
}

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo blog list and sidebar', () => {
  it('pages the posts newest first with their categories, excerpt, status and real comment count', async () => {
    const first = await list();
    expect(first.total).toBeGreaterThanOrEqual(9);
    expect(first.posts).toHaveLength(6);
    const all = [...first.posts, ...(await list('?page=2')).posts];
    expect(all).toHaveLength(first.total);
    const dates = all.map((p) => p.blogPosted);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of all.slice(0, 3)) expect(post.comment).toBe((await detail(post.id)).comments.length);
    expect(all.every((p) => p.categories.length > 0 && ['Published', 'Pending', 'Draft'].includes(p.status))).toBe(true);
    expect(await list('?page=99')).toEqual({ posts: [], total: first.total });
    expect((await list('?perPage=4&page=3')).posts.map((p) => p.id)).toEqual(all.slice(8, 12).map((p) => p.id));
  });

  it('searches the title and excerpt (case-insensitive) and filters by category on the server', async () => {
    const { posts } = await list('?perPage=100');
    const word = posts[0]!.title.split(' ')[2]!;
    const found = await list(`?q=${encodeURIComponent(word.toUpperCase())}&perPage=100`);
    const expected = posts.filter((p) => `${p.title}\n${p.excerpt}`.toLowerCase().includes(word.toLowerCase()));
    expect(found.posts.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(found.total).toBe(expected.length);
    const food = await list('?category=food&perPage=100');
    expect(food.posts.map((p) => p.id)).toEqual(posts.filter((p) => p.categories.some((c) => c.code === 'food')).map((p) => p.id));
    expect(await list('?q=zzzz-nothing')).toEqual({ posts: [], total: 0 });
    expect((await list('?category=')).total).toBe(posts.length);
  });

  it('the sidebar has the newest published posts and every category with its count', async () => {
    const sidebar = (await api.get('/api/blog/list/data/sidebar')).json();
    const { posts } = await list('?perPage=100');
    expect(sidebar.recentPosts.map((p: { id: number }) => p.id)).toEqual(posts.filter((p) => p.status === 'Published').slice(0, 4).map((p) => p.id));
    const fashion = sidebar.categories.find((c: { code: string }) => c.code === 'fashion');
    expect(fashion).toEqual({ code: 'fashion', category: 'Fashion', icon: expect.any(String), count: (await list('?category=fashion')).total });
  });

  it('refuses malformed list queries with 400', async () => {
    await expectEach(
      ['?page=0', '?page=-1', '?page=x', '?perPage=101', '?perPage=0', '?perPage=2.5', '?category=sports', '?category=FOOD', `?q=${HUGE}`, '?q=a%00b'].map((q) => api.get(`/api/blog/list/data${q}`)),
      400,
    );
  });
});

describe('demo blog post and comments', () => {
  it('detail and edit take ?id= (default the first post), 404 for unknown posts, 400 for malformed ids', async () => {
    const second = await detail(2);
    expect(second.blog).toMatchObject({ id: 2, content: expect.stringContaining('<p>'), comments: second.comments.length });
    expect((await detail(1)).blog.id).toBe(1);
    expect((await api.get('/api/blog/list/data/detail')).json().blog.id).toBe(1);
    const edit = await editForm(2);
    expect(edit).toMatchObject({ id: 2, blogTitle: second.blog.title, slug: second.blog.slug, content: second.blog.content, status: 'Published' });
    expectError(await api.get('/api/blog/list/data/detail?id=999'), 404);
    expectError(await api.get('/api/blog/list/data/edit?id=999'), 404);
    await expectEach(['detail?id=x', 'detail?id=0', 'edit?id=1.5', 'edit?id=-3', 'edit?id=99999999999'].map((q) => api.get(`/api/blog/list/data/${q}`)), 400);
  });

  it('a comment is saved as plain text by the signed-in user, and counted', async () => {
    const before = await detail(3);
    const res = await comment(3, { commentText: '  <b>Great</b> read & <script>alert(1)</script>\r\nThanks!  ', userFullName: 'Someone else', id: 1 });
    expect(res.statusCode).toBe(201);
    const { comment: saved, comments } = res.json();
    expect(saved).toMatchObject({ userFullName: 'Grace Achieng', commentText: '<b>Great</b> read & <script>alert(1)</script>\nThanks!' });
    expect(comments).toBe(before.comments.length + 1);
    expect(Date.now() - Date.parse(saved.commentedAt)).toBeLessThan(60_000);
    const after = await detail(3);
    expect(after.comments.at(-1)).toEqual(saved);
    expect(after.blog.comments).toBe(before.comments.length + 1);
    const ids = after.comments.map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses empty, blank, over-long, control-character, malformed and mistyped comments, and unknown posts', async () => {
    const before = (await detail(4)).comments.length;
    await expectEach(
      [
        comment(4, {}),
        comment(4, { commentText: '' }),
        comment(4, { commentText: ' \n\t ' }),
        comment(4, { commentText: 'x'.repeat(2001) }),
        comment(4, { commentText: 'bad\u0000byte' }),
        comment(4, { commentText: 'bell\u0007' }),
        comment(4, { commentText: 'half \ud83d of an emoji' }),
        comment(4, { commentText: 42 }),
        comment(4, { commentText: ['a'] }),
      ],
      400,
    );
    expect((await comment(4, { commentText: 'a whole 😀 emoji' })).statusCode).toBe(201);
    expect((await detail(4)).comments.length).toBe(before + 1);
    expectError(await comment(999, { commentText: 'hello' }), 404);
    await expectEach([comment(0, { commentText: 'hello' }), api.post('/api/blog/posts/x/comments', { commentText: 'hello' })], 400);
  });
});

describe('demo blog editor', () => {
  it('saves title, categories, slug, status, excerpt and sanitised content, seen by the list, the post and the edit form', async () => {
    const content = '<p onclick="steal()">Rotas <img src="x" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">link</a></p>';
    const res = await api.post('/api/blog/posts/5', { post: validPost({ content }), id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ id: 5, blogTitle: 'A post about rotas', slug: 'a-post-about-rotas', status: 'Published', excerpt: 'Short and sweet.', blogCategories: [{ code: 'food', name: 'Food' }, { code: 'video', name: 'Video' }] });
    expect(saved.content).not.toMatch(/onclick|onerror|<script|javascript:/i);
    expect(saved.content).toContain('Rotas');
    const post = await detail(5);
    expect(post.blog).toMatchObject({ title: 'A post about rotas', slug: 'a-post-about-rotas', content: saved.content, categories: saved.blogCategories });
    expect((await list('?q=post about rotas')).posts.map((p) => p.id)).toEqual([5]);
    expect(await editForm(5)).toEqual(saved);
  });

  it('takes the excerpt from the content when it is left empty, and trims the title', async () => {
    const res = await save(6, validPost({ blogTitle: '  Spaced title  ', slug: 'spaced-title', excerpt: '   ', content: `<p>${'word '.repeat(80)}</p>` }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().blogTitle).toBe('Spaced title');
    expect(res.json().excerpt).toMatch(/^word word .*…$/);
    expect(res.json().excerpt.length).toBeLessThanOrEqual(200);
  });

  it('a slug another post uses is 409 slug_taken and nothing changes; the post may keep its own slug', async () => {
    const other = await editForm(1);
    const before = await editForm(7);
    const res = await save(7, validPost({ blogTitle: 'Stolen slug', slug: other.slug }));
    expectError(res, 409);
    expect(res.json()).toMatchObject({ code: 'slug_taken', field: 'post.slug' });
    expect(await editForm(7)).toEqual(before);
    expect((await save(7, validPost({ slug: before.slug, blogTitle: 'Same slug again' }))).statusCode).toBe(200);
  });

  it('two saves racing for one free slug: exactly one wins', async () => {
    const results = await Promise.all([save(8, validPost({ slug: 'the-race' })), save(9, validPost({ slug: 'the-race' }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const slugs = (await list('?perPage=100')).posts.map((p) => p.slug);
    expect(slugs.filter((s) => s === 'the-race')).toHaveLength(1);
  });

  it('refuses hostile or invalid posts with 400 and stores nothing of them', async () => {
    const before = await editForm(2);
    await expectEach(
      [
        save(2, validPost({ slug: 'Upper-Case' })),
        save(2, validPost({ slug: 'two--hyphens' })),
        save(2, validPost({ slug: '-leading' })),
        save(2, validPost({ slug: 'a'.repeat(121) })),
        save(2, validPost({ slug: 'spa ce' })),
        save(2, validPost({ blogTitle: '' })),
        save(2, validPost({ blogTitle: '   ' })),
        save(2, validPost({ blogTitle: 'x'.repeat(201) })),
        save(2, validPost({ blogTitle: 'line\nbreak' })),
        save(2, validPost({ blogTitle: 'nul\u0000' })),
        save(2, validPost({ blogTitle: 'lone \udc00 surrogate' })),
        save(2, validPost({ status: 'Archived' })),
        save(2, validPost({ blogCategories: [] })),
        save(2, validPost({ blogCategories: ['sports'] })),
        save(2, validPost({ blogCategories: ['food', 'food'] })),
        save(2, validPost({ excerpt: 'x'.repeat(501) })),
        save(2, validPost({ content: '' })),
        save(2, validPost({ content: 'x'.repeat(50_001) })),
        save(2, validPost({ content: '<script>alert(1)</script>' })),
        save(2, validPost({ content: '<p>\u0000</p>' })),
        save(2, { ...validPost(), isAdmin: true }),
        save(2, { blogTitle: 'no wrapper' }),
        save(2, 'not an object'),
        save(0, validPost()),
      ],
      400,
    );
    const hostile = await save(2, validPost({ content: '<script>alert(1)</script>' }));
    expect(hostile.json()).toMatchObject({ code: 'empty_content', field: 'post.content' });
    const unknownKey = await save(2, { ...validPost(), isAdmin: true });
    expect(unknownKey.json().message).toContain('isAdmin');
    expect(await editForm(2)).toEqual(before);
    expectError(await save(999, validPost({ slug: 'nowhere' })), 404);
  });

  it('the featured image is checked by content: PNG and JPEG are kept as data URLs, anything else is 415', async () => {
    const png = await uploadImage(2, { filename: 'cover.png', content: FILES.png(), contentType: 'image/png' });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().featuredImage).toMatch(/^data:image\/png;base64,/);
    expect((await editForm(2)).featuredImage).toBe(png.json().featuredImage);
    expect((await list('?perPage=100')).posts.find((p) => p.id === 2)!.img).toBe(png.json().featuredImage);
    const jpeg = await uploadImage(2, { filename: 'cover.txt', content: FILES.jpeg(), contentType: 'text/plain' });
    expect(jpeg.json().featuredImage).toMatch(/^data:image\/jpeg;base64,/);

    const disguised = await uploadImage(2, { filename: 'cover.png', content: Buffer.from('<svg onload="alert(1)"></svg>'), contentType: 'image/png' });
    expectError(disguised, 415);
    expect(disguised.json()).toMatchObject({ code: 'unsupported_image', field: 'file' });
    expectError(await uploadImage(2, { filename: 'big.png', content: Buffer.concat([FILES.png(), Buffer.alloc(2 * 1024 * 1024)]) }), 413);
    expect((await editForm(2)).featuredImage).toBe(jpeg.json().featuredImage);

    expectError(await uploadImage(999, { filename: 'cover.png', content: FILES.png() }), 404);
    expectError(await uploadImage(0, { filename: 'cover.png', content: FILES.png() }), 400);
    const json = await api.post('/api/blog/posts/2/featured-image', { file: 'data:image/png;base64,AAAA' });
    expectError(json, 415);

    const removed = await api.del('/api/blog/posts/2/featured-image');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ featuredImage: '' });
    expect((await editForm(2)).featuredImage).toBe('');
    expectError(await api.del('/api/blog/posts/999/featured-image'), 404);
  });

  it('every read and write needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['', '/sidebar', '/detail?id=1', '/edit?id=1']) await expectGuarded(api, 'GET', `/api/blog/list/data${url}`);
    await expectGuarded(api, 'POST', '/api/blog/posts/1', { post: validPost() });
    await expectGuarded(api, 'POST', '/api/blog/posts/1/comments', { commentText: 'hello' });
    await expectGuarded(api, 'DELETE', '/api/blog/posts/1/featured-image');
    expectError(await uploadImage(1, { filename: 'cover.png', content: FILES.png() }, 'client'), 403);
    expect((await editForm(1)).featuredImage).toBe('');
  });
});
