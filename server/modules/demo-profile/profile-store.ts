import { badRequest, notFound } from '../../lib/http-errors.js';
import { paginate, type PageRequest } from '../../lib/demo-kit/list.js';
import type { DemoAccountStore } from '../demo-account/index.js';
import type { DemoProfilePoll, DemoProfilePost, DemoSocialProfile } from './profile-schemas.js';
import { PROFILE_POSTS_PER_PAGE } from './profile-schemas.js';
import { seedProfile, type ProfileSeed, type StoredPost } from './profile-seed.js';

/**
 * The social profile page in memory (demo state). Posts, comments and the poll are shared by every
 * user; likes and votes are per user, so "you liked" and "your vote" are each user's own. A user
 * has one vote: voting again moves it to the new option (the old one loses it). Every change is
 * synchronous once its input is checked, so concurrent requests cannot count a like or a vote twice.
 */
export class DemoProfileStore {
  private readonly content: ProfileSeed;
  /** userId → the option id of their vote. */
  private readonly votes = new Map<number, number>();

  constructor(
    start: Date,
    private readonly accounts: DemoAccountStore,
  ) {
    this.content = seedProfile(start);
  }

  private post(id: number): StoredPost {
    const found = this.content.posts.find((post) => post.id === id);
    if (!found) throw notFound(`Post ${id} does not exist`);
    return found;
  }

  private view(post: StoredPost, userId: number): DemoProfilePost {
    return {
      id: post.id,
      avatar: post.avatar,
      username: post.username,
      postTime: post.postTime,
      postText: post.postText,
      postImg: post.postImg,
      likes: post.otherLikes + post.likedBy.size,
      youLiked: post.likedBy.has(userId),
      comments: post.comments.length,
      share: post.share,
      likedUsers: post.likedUsers,
      detailedComments: post.comments.map(({ authorId, ...comment }) => ({ ...comment, mine: authorId === userId })),
    };
  }

  poll(userId: number): DemoProfilePoll {
    const { question, options } = this.content.poll;
    const counted = options.map((option) => ({
      id: option.id,
      name: option.name,
      votes: option.otherVotes + [...this.votes.values()].filter((choice) => choice === option.id).length,
      votedUser: option.votedUser,
    }));
    return { question, totalVotes: counted.reduce((sum, option) => sum + option.votes, 0), yourVote: this.votes.get(userId) ?? null, options: counted };
  }

  posts(userId: number, request: PageRequest): { posts: DemoProfilePost[]; total: number } {
    const newestFirst = [...this.content.posts].sort((a, b) => b.postTime.localeCompare(a.postTime) || b.id - a.id);
    return { posts: paginate(newestFirst, request, PROFILE_POSTS_PER_PAGE).map((post) => this.view(post, userId)), total: newestFirst.length };
  }

  async page(userId: number): Promise<DemoSocialProfile> {
    const { general, info } = await this.accounts.settings(userId);
    const { designation, coverImg, userAbout, suggestedPages, twitterFeeds, latestPhotos, suggestions } = this.content;
    const first = this.posts(userId, { page: 1 });
    return {
      header: { avatar: general.avatar, username: general.fullName, designation, coverImg },
      // The signed-in person's own address and website (their account settings), not a sample's.
      userAbout: { ...userAbout, email: general.email, website: info.website },
      suggestedPages,
      twitterFeeds,
      post: first.posts,
      postsTotal: first.total,
      latestPhotos,
      suggestions,
      poll: this.poll(userId),
    };
  }

  like(userId: number, postId: number, liked: boolean): DemoProfilePost {
    const post = this.post(postId);
    if (liked) post.likedBy.add(userId);
    else post.likedBy.delete(userId);
    return this.view(post, userId);
  }

  async comment(userId: number, postId: number, text: string): Promise<DemoProfilePost> {
    const comment = text.trim();
    if (!comment) throw badRequest('Write a comment first.', { code: 'empty_comment', field: 'comment' });
    this.post(postId);
    const { general } = await this.accounts.settings(userId);
    // Looked up again after the wait: the id and the post are taken in one synchronous step.
    const post = this.post(postId);
    const id = Math.max(0, ...this.content.posts.flatMap((p) => p.comments.map((c) => c.id))) + 1;
    post.comments.push({ id, avatar: general.avatar, username: general.fullName, comment, time: new Date().toISOString(), authorId: userId });
    return this.view(post, userId);
  }

  vote(userId: number, optionId: number): DemoProfilePoll {
    if (!this.content.poll.options.some((option) => option.id === optionId)) {
      throw badRequest(`The poll has no option ${optionId}.`, { code: 'unknown_option', field: 'optionId' });
    }
    this.votes.set(userId, optionId);
    return this.poll(userId);
  }
}
