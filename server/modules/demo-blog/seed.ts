import { avatarUrl, daysFrom, isoDay, seededFaker, slugify } from '../demo-kit/seed-tools.js';
import type { BLOG_STATUSES, DemoBlogComment, DemoBlogPost, DemoBlogSidebar } from './schemas.js';

const CATEGORIES: [name: string, icon: string][] = [
  ['Fashion', 'WatchIcon'],
  ['Food', 'ShoppingCartIcon'],
  ['Gaming', 'CommandIcon'],
  ['Quote', 'HashIcon'],
  ['Video', 'VideoIcon'],
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

export interface BlogEntry {
  post: DemoBlogPost;
  content: string;
  comments: DemoBlogComment[];
  status: (typeof BLOG_STATUSES)[number];
}

/** Nine posts, newest first, published in the months before `start`, with content and comments. */
export function seedBlog(start: Date): BlogEntry[] {
  const faker = seededFaker(9009);
  return TITLES.map((title, index) => {
    const posted = daysFrom(start, -(index * 9 + faker.number.int({ min: 1, max: 8 })));
    const comments = Array.from({ length: 1 + (index % 3) }, (_, n) => ({
      avatar: avatarUrl(index + n + 4),
      userFullName: faker.person.fullName(),
      commentedAt: isoDay(daysFrom(posted, n + 1)),
      commentText: faker.lorem.sentences(2),
    }));
    const tags = faker.helpers.arrayElements(CATEGORIES.map(([name]) => name), { min: 1, max: 2 });
    return {
      post: {
        id: index + 1,
        img: `/images/banner/banner-${(index % 12) + 1}.jpg`,
        title,
        avatar: avatarUrl(index + 1),
        userFullName: faker.person.fullName(),
        blogPosted: isoDay(posted),
        tags,
        excerpt: faker.lorem.sentences(2),
        comment: comments.length + faker.number.int({ min: 0, max: 40 }),
      },
      content: Array.from({ length: 4 }, () => `<p>${faker.lorem.paragraph(5)}</p>`).join(''),
      comments,
      status: index === 3 ? 'Pending' : index === 7 ? 'Draft' : 'Published',
    };
  });
}

export function blogSidebar(entries: BlogEntry[]): DemoBlogSidebar {
  return {
    recentPosts: entries.slice(0, 4).map(({ post }) => ({ id: post.id, img: post.img, title: post.title, createdTime: post.blogPosted })),
    categories: CATEGORIES.map(([category, icon]) => ({ category, icon })),
  };
}

export const blogEditForm = ({ post, status }: BlogEntry) => ({
  id: post.id,
  avatar: post.avatar,
  userFullName: post.userFullName,
  createdTime: post.blogPosted,
  blogTitle: post.title,
  blogCategories: post.tags.map((name) => ({ code: name.toLowerCase(), name })),
  slug: slugify(post.title),
  status,
  excerpt: post.excerpt,
  featuredImage: post.img,
});
