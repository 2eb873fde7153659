import type { BlogCategoryCode, BlogStatus } from '../../../common/demo-blog-rules.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { avatarUrl, daysFrom, isoDay, seededFaker, slugify } from '../../lib/demo-kit/seed-tools.js';

/** The blog's categories: code (in URLs and forms), name, and the icon the sidebar shows. */
export const BLOG_CATEGORIES: { code: BlogCategoryCode; name: string; icon: string }[] = [
  { code: 'fashion', name: 'Fashion', icon: 'WatchIcon' },
  { code: 'food', name: 'Food', icon: 'ShoppingCartIcon' },
  { code: 'gaming', name: 'Gaming', icon: 'CommandIcon' },
  { code: 'quote', name: 'Quote', icon: 'HashIcon' },
  { code: 'video', name: 'Video', icon: 'VideoIcon' },
];

const TITLES = [
  'The Best Features Coming to iOS and Web Design',
  'Latest Quirky Opening Sentence or Paragraph',
  'Share an Amazing and Shocking Fact or Statistic',
  'Withhold a Compelling Piece of Information',
  'Unadvertised Bonus Opening: Tell a Hilarious Joke',
  'Ships at a Distance Have Every Man’s Wish on Board',
  'How to Plan a Quiet Week of Deep Work',
  'What Nurses Wish Designers Knew About Dashboards',
  'Ten Small Habits That Make Code Reviews Kinder',
];

export interface StoredComment {
  id: number;
  avatar: string;
  userFullName: string;
  commentedAt: string;
  commentText: string;
}

/** A post as the store keeps it; every answer of the API is derived from these. */
export interface StoredPost {
  id: number;
  title: string;
  slug: string;
  status: BlogStatus;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  categories: BlogCategoryCode[];
  excerpt: string;
  /** HTML, sanitised. */
  content: string;
  /** A data: URL, or '' without a featured image. */
  img: string;
  comments: StoredComment[];
}

/** Nine posts, newest first, published in the months before `start`, with content and comments. */
export function seedBlog(start: Date): StoredPost[] {
  const faker = seededFaker(9009);
  let commentId = 0;
  return TITLES.map((title, index) => {
    const posted = daysFrom(start, -(index * 9 + faker.number.int({ min: 1, max: 8 })));
    const comments = Array.from({ length: 1 + (index % 3) }, (_, n) => ({
      id: ++commentId,
      avatar: avatarUrl(index + n + 4),
      userFullName: faker.person.fullName(),
      commentedAt: daysFrom(posted, n + 1 + faker.number.float({ min: 0, max: 0.9 })).toISOString(),
      commentText: faker.lorem.sentences(2),
    }));
    return {
      id: index + 1,
      title,
      slug: slugify(title),
      status: index === 3 ? 'Pending' : index === 7 ? 'Draft' : 'Published',
      avatar: avatarUrl(index + 1),
      userFullName: faker.person.fullName(),
      blogPosted: isoDay(posted),
      categories: faker.helpers.arrayElements(BLOG_CATEGORIES.map((c) => c.code), { min: 1, max: 2 }),
      excerpt: faker.lorem.sentences(2),
      content: sanitizeRichText(Array.from({ length: 4 }, () => `<p>${faker.lorem.paragraph(5)}</p>`).join('')),
      img: '',
      comments,
    };
  });
}
