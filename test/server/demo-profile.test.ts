import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { registerAdmin } from './careers-helpers.js';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

let api: DemoApi;
/** A second administrator (an account whose token carries the admin role). */
let other: { get(url: string): Promise<LightMyRequestResponse>; post(url: string, payload: unknown): Promise<LightMyRequestResponse> };

beforeAll(async () => {
  api = await startDemoApi();
  const { headers } = await registerAdmin(api.test.app, 'profile-admin');
  other = {
    get: (url) => api.test.app.inject({ method: 'GET', url, headers }),
    post: (url, payload) => api.test.app.inject({ method: 'POST', url, headers, payload: payload as object }),
  };
});
afterAll(async () => api?.close());

interface Post {
  id: number;
  likes: number;
  youLiked: boolean;
  comments: number;
  postTime: string;
  detailedComments: { id: number; username: string; comment: string; mine: boolean }[];
}
const page = async (n: number, perPage = 3) => (await api.get(`/api/profile/posts?page=${n}&perPage=${perPage}`)).json() as { posts: Post[]; total: number };
const findPost = async (id: number) => (await page(1, 100)).posts.find((p) => p.id === id)!;
const poll = async () => (await api.get('/api/profile/data')).json().poll;

describe('demo profile page', () => {
  it("has a header with the user's own name from their account settings, about, photos, suggestions and a poll", async () => {
    const profile = (await api.get('/api/profile/data')).json();
    expect(profile.header).toMatchObject({ username: 'Grace Achieng', designation: expect.any(String) });
    expect(profile.userAbout.joined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(profile.latestPhotos.length).toBeGreaterThan(0);
    expect(profile.suggestions[0]).toEqual({ avatar: expect.any(String), name: expect.any(String), mutualFriends: expect.any(Number) });
    expect(profile.poll.options.length).toBeGreaterThan(1);
    expect(profile.post).toHaveLength(3);
    expect(profile.postsTotal).toBeGreaterThan(3);

    await api.post('/api/account-setting/general', { username: 'grace', fullName: 'Dr Grace Achieng', email: 'grace@example.org' });
    expect((await api.get('/api/profile/data')).json().header.username).toBe('Dr Grace Achieng');
  });

  it('pages the posts newest first: every post once, then an empty page with the real total', async () => {
    const first = await page(1);
    const seen: Post[] = [];
    for (let n = 1; n <= Math.ceil(first.total / 3); n++) seen.push(...(await page(n)).posts);
    expect(seen.map((p) => p.id)).toEqual([...new Set(seen.map((p) => p.id))]);
    expect(seen).toHaveLength(first.total);
    expect(seen.map((p) => p.postTime)).toEqual([...seen.map((p) => p.postTime)].sort().reverse());
    expect(await page(Math.ceil(first.total / 3) + 1)).toEqual({ posts: [], total: first.total });
  });

  it('refuses malformed paging', async () => {
    await expectEach(
      ['page=0', 'page=-1', 'page=abc', 'perPage=0', 'perPage=101', 'perPage=2.5'].map((q) => api.get(`/api/profile/posts?${q}`)),
      400,
    );
    expect((await api.get('/api/profile/posts?page=99999999999999999999')).json()).toEqual({ posts: [], total: 12 });
  });
});

describe('demo profile likes', () => {
  it('a like counts once per user, however often or concurrently it is sent, and can be taken back', async () => {
    const before = await findPost(12);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post('/api/profile/posts/12/like', { liked: true })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const liked = await findPost(12);
    expect(liked).toMatchObject({ likes: before.likes + 1, youLiked: true });

    const theirs = (await other.post('/api/profile/posts/12/like', { liked: true })).json().post;
    expect(theirs).toMatchObject({ likes: before.likes + 2, youLiked: true });
    expect((await api.post('/api/profile/posts/12/like', { liked: false })).json().post).toMatchObject({ likes: before.likes + 1, youLiked: false });
  });

  it('unknown posts are 404, malformed ids and bodies 400', async () => {
    expectError(await api.post('/api/profile/posts/999/like', { liked: true }), 404);
    await expectEach(['0', '-1', 'abc', '1.5', '99999999999'].map((id) => api.post(`/api/profile/posts/${id}/like`, { liked: true })), 400);
    await expectEach([{ liked: 'yes' }, { liked: 1 }, {}, []].map((body) => api.post('/api/profile/posts/12/like', body)), 400);
  });
});

describe('demo profile comments', () => {
  it('a comment is saved under the user’s account name, counted, and kept as typed', async () => {
    const before = await findPost(11);
    const text = 'Well done <script>alert(1)</script> 👏';
    const res = await api.post('/api/profile/posts/11/comments', { comment: `  ${text}\n`, authorId: 1, mine: false, id: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().post as Post;
    expect(post.comments).toBe(before.comments + 1);
    const added = post.detailedComments.at(-1)!;
    expect(added).toMatchObject({ comment: text, username: 'Dr Grace Achieng', mine: true });
    expect(post.detailedComments.filter((c) => c.id === added.id)).toHaveLength(1);
    expect((await findPost(11)).detailedComments.at(-1)).toEqual(added);
    expect((await other.get('/api/profile/posts?perPage=100')).json().posts.find((p: Post) => p.id === 11).detailedComments.at(-1).mine).toBe(false);
  });

  it('refuses empty, control characters, lone surrogates and over-long comments, and unknown posts', async () => {
    const before = await findPost(10);
    const blank = await api.post('/api/profile/posts/10/comments', { comment: '   \n ' });
    expectError(blank, 400);
    expect(blank.json()).toMatchObject({ code: 'empty_comment', field: 'comment' });
    await expectEach(
      [{ comment: '' }, { comment: 'nul\u0000' }, { comment: 'esc\u001b[31m' }, { comment: 'half \udc00' }, { comment: HUGE }, { comment: 5 }, {}].map((body) =>
        api.post('/api/profile/posts/10/comments', body),
      ),
      400,
    );
    expectError(await api.post('/api/profile/posts/999/comments', { comment: 'Hello' }), 404);
    expect(await findPost(10)).toEqual(before);
  });

  it('concurrent comments each get their own id', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => api.post('/api/profile/posts/9/comments', { comment: `parallel ${i}` })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = (await findPost(9)).detailedComments.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('demo profile poll', () => {
  it('records one vote per user: voting again moves the vote, repeating it changes nothing', async () => {
    const before = await poll();
    const votes = (p: { options: { id: number; votes: number }[] }, id: number) => p.options.find((o) => o.id === id)!.votes;
    expect(before.yourVote).toBeNull();

    const first = (await api.post('/api/profile/poll/vote', { optionId: 1 })).json();
    expect(first).toMatchObject({ yourVote: 1, totalVotes: before.totalVotes + 1 });
    expect(votes(first, 1)).toBe(votes(before, 1) + 1);

    await Promise.all(Array.from({ length: 5 }, () => api.post('/api/profile/poll/vote', { optionId: 1 })));
    expect((await poll()).totalVotes).toBe(before.totalVotes + 1);

    const moved = (await api.post('/api/profile/poll/vote', { optionId: 2 })).json();
    expect(moved).toMatchObject({ yourVote: 2, totalVotes: before.totalVotes + 1 });
    expect(votes(moved, 1)).toBe(votes(before, 1));
    expect(votes(moved, 2)).toBe(votes(before, 2) + 1);

    const theirs = (await other.post('/api/profile/poll/vote', { optionId: 2 })).json();
    expect(theirs).toMatchObject({ yourVote: 2, totalVotes: before.totalVotes + 2 });
    expect((await poll()).yourVote).toBe(2);
  });

  it('refuses unknown options and malformed votes, and the count stays', async () => {
    const before = await poll();
    const unknown = await api.post('/api/profile/poll/vote', { optionId: 99 });
    expectError(unknown, 400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_option', field: 'optionId' });
    await expectEach([{ optionId: '1' }, { optionId: 0 }, { optionId: -1 }, { optionId: 1.5 }, { optionId: null }, {}].map((body) => api.post('/api/profile/poll/vote', body)), 400);
    expect(await poll()).toEqual(before);
  });
});

describe('demo profile access', () => {
  it('every operation needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'GET', '/api/profile/data');
    await expectGuarded(api, 'GET', '/api/profile/posts');
    await expectGuarded(api, 'POST', '/api/profile/posts/12/like', { liked: true });
    await expectGuarded(api, 'POST', '/api/profile/posts/12/comments', { comment: 'Hi' });
    await expectGuarded(api, 'POST', '/api/profile/poll/vote', { optionId: 1 });
  });
});
