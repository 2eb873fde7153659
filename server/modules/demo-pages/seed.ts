import { avatarUrl, daysFrom, isoDay, seededFaker } from '../demo-kit/seed-tools.js';
import type { DemoAccountSettings, DemoSocialProfile } from './schemas.js';

const ME = { username: 'johndoe', fullName: 'John Doe', email: 'john.doe@example.com' };

export function seedAccountSettings(): DemoAccountSettings {
  const off = { connected: false, id: null, profileImg: null };
  return {
    general: { avatar: avatarUrl(1), ...ME, company: 'Crystal Technologies' },
    info: { bio: 'Nurse manager with a weakness for well-kept rotas.', dob: '1987-04-12', country: 'Portugal', website: 'https://johndoe.example.com', phone: '+351 912 345 678' },
    social: {
      socialLinks: { twitter: 'https://www.twitter.com', facebook: '', google: '', linkedIn: 'https://www.linkedin.com', instagram: '', quora: '' },
      connections: {
        twitter: { connected: true, id: 'johndoe', profileImg: avatarUrl(11) },
        google: { connected: true, id: 'john.doe', profileImg: avatarUrl(3) },
        facebook: off,
        github: off,
      },
    },
    notification: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: false, productUpdates: true, blogDigest: false },
  };
}

/** The social profile page; posts dated in the days before `start`. */
export function seedSocialProfile(start: Date): DemoSocialProfile {
  const faker = seededFaker(8008);
  const person = (n: number) => ({ avatar: avatarUrl(n), username: faker.person.fullName() });
  return {
    header: { ...person(1), username: ME.fullName, designation: 'UI/UX Designer', coverImg: '/images/profile/timeline.jpg' },
    userAbout: { about: faker.lorem.paragraph(2), joined: isoDay(daysFrom(start, -400)), lives: 'Lisbon, Portugal', email: ME.email, website: 'www.johndoe.example.com' },
    suggestedPages: Array.from({ length: 5 }, (_, i) => ({ ...person(i + 2), subtitle: faker.company.buzzNoun(), favorite: i % 2 === 0 })),
    twitterFeeds: Array.from({ length: 3 }, (_, i) => ({
      id: `@${faker.internet.username().toLowerCase()}`,
      imgUrl: avatarUrl(i + 8),
      title: faker.person.fullName(),
      tags: '#design #fashion',
      desc: faker.lorem.sentence(16),
      favorite: i === 1,
    })),
    post: Array.from({ length: 3 }, (_, i) => ({
      ...person(i + 12),
      postTime: daysFrom(start, -(i + 1) * 1.5).toISOString(),
      postText: faker.lorem.paragraph(3),
      postImg: i === 1 ? null : `/images/profile/post-${i + 1}.jpg`,
      likes: faker.number.int({ min: 10, max: 2000 }),
      youLiked: i === 0,
      comments: faker.number.int({ min: 1, max: 300 }),
      share: faker.number.int({ min: 1, max: 200 }),
      likedUsers: Array.from({ length: 4 }, (_, n) => person(n + 1)),
      detailedComments: Array.from({ length: 2 }, (_, n) => ({ ...person(n + 5), comment: faker.lorem.sentence(10), commentsLikes: n * 3, youLiked: n === 1 })),
    })),
    latestPhotos: Array.from({ length: 9 }, (_, i) => ({ img: `/images/profile/user-uploads/user-${String(i + 1).padStart(2, '0')}.jpg` })),
    suggestions: Array.from({ length: 6 }, (_, i) => ({ avatar: avatarUrl(i + 14), name: faker.person.fullName(), mutualFriend: `${faker.number.int({ min: 1, max: 60 })} Mutual Friends` })),
    polls: [
      { name: 'RDJ', result: '82%', votedUser: Array.from({ length: 4 }, (_, n) => person(n + 2)) },
      { name: 'Chris Hemsworth', result: '67%', votedUser: Array.from({ length: 3 }, (_, n) => person(n + 7)) },
    ],
  };
}
