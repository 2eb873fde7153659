import { avatarUrl, daysFrom, isoDay, seededFaker } from '../../lib/demo-kit/seed-tools.js';

/** A person shown on the profile page (seed data: a picture and a name). */
export interface ProfilePerson {
  avatar: string | null;
  username: string;
}

export interface StoredComment extends ProfilePerson {
  id: number;
  comment: string;
  time: string;
  /** The user who wrote it; null for the seed's comments. */
  authorId: number | null;
}

export interface StoredPost extends ProfilePerson {
  id: number;
  postTime: string;
  postText: string;
  postImg: string | null;
  /** Likes from people outside the demo (seed), besides the users in `likedBy`. */
  otherLikes: number;
  likedBy: Set<number>;
  share: number;
  likedUsers: ProfilePerson[];
  comments: StoredComment[];
}

export interface StoredPollOption {
  id: number;
  name: string;
  /** Votes from people outside the demo (seed), besides the users' own votes. */
  otherVotes: number;
  votedUser: ProfilePerson[];
}

const POST_TEXTS = [
  'Finished the new rota for the surgical ward: fewer split shifts and every weekend covered.',
  'Our team ran the first simulation day for new graduates. Twelve nurses, six scenarios, a lot of coffee.',
  'Reminder: the staff wellbeing room on level 2 is open around the clock from this week.',
  'Proud of the night team, who kept the emergency department calm through a very busy weekend.',
  'Started mentoring two students this term. Teaching makes you look at your own habits again.',
  'The new bedside handover checklist has cut our handover time by a third. Thanks to everyone who tested it.',
  'Spent the morning at the infection-control workshop. Hand hygiene audits start again next month.',
  'We welcomed four new colleagues to the paediatric ward today. Say hello if you see them!',
  'Notes from the leadership course: listen first, decide second, explain always.',
  'The garden behind the rehabilitation unit is in bloom. Patients and staff planted it together last spring.',
  'Our research poster on early mobilisation after surgery was accepted for the national conference.',
  'First day back after leave. The ward looks different and the team is just as welcoming.',
];

const SUGGESTED_PAGES = ['Peter Reed', 'Harriett Adkins', 'Juan Weaver', 'Claudia Chandler', 'Earl Miles'];

/** The profile page's shared content (the header's name and picture are each user's own). */
export function seedProfile(start: Date) {
  const faker = seededFaker(8008);
  let pictureNumber = 0;
  const person = (): ProfilePerson => ({ avatar: avatarUrl((pictureNumber++ % 20) + 1), username: faker.person.fullName() });
  let commentId = 0;

  const posts: StoredPost[] = POST_TEXTS.map((postText, i) => {
    const postTime = daysFrom(start, -(i + 1) * 1.5);
    const comments = Array.from({ length: 1 + (i % 3) }, (_, n) => ({
      ...person(),
      id: ++commentId,
      comment: faker.helpers.arrayElement(['Well done, all of you!', 'Great news.', 'Thanks for sharing this.', 'See you there!', 'So true.', 'Congratulations!']),
      time: daysFrom(postTime, (n + 1) / 24).toISOString(),
      authorId: null,
    }));
    return {
      id: POST_TEXTS.length - i,
      ...person(),
      postTime: postTime.toISOString(),
      postText,
      postImg: i % 3 === 1 ? null : `/images/profile/post-${(i % 3) + 1}.svg`,
      otherLikes: faker.number.int({ min: 4, max: 240 }),
      likedBy: new Set<number>(),
      share: faker.number.int({ min: 0, max: 40 }),
      likedUsers: Array.from({ length: 4 }, person),
      comments,
    };
  });

  const pollOptions: StoredPollOption[] = ['Day shifts', 'Night shifts', 'Rotating shifts', 'Flexible hours'].map((name, i) => ({
    id: i + 1,
    name,
    otherVotes: [42, 17, 29, 55][i]!,
    votedUser: Array.from({ length: 3 }, person),
  }));

  return {
    designation: 'Nurse manager',
    coverImg: '/images/profile/timeline.svg',
    userAbout: {
      about: 'Nurse manager on the surgical wards, mentor of new graduates, and keeper of the best-kept rota in the hospital.',
      joined: isoDay(daysFrom(start, -400)),
      lives: 'Nairobi, Kenya',
      email: '',
      website: '',
    },
    suggestedPages: SUGGESTED_PAGES.map((username, i) => ({ avatar: avatarUrl(i + 2), username, subtitle: faker.company.buzzNoun(), favorite: i % 2 === 0 })),
    twitterFeeds: Array.from({ length: 3 }, (_, i) => ({
      id: `@${faker.internet.username().toLowerCase()}`,
      imgUrl: avatarUrl(i + 8),
      title: faker.person.fullName(),
      tags: '#nursing #teamwork',
      desc: ['Shift handover done right saves lives.', 'Looking forward to the conference next week.', 'Our ward garden is finally in bloom.'][i]!,
      favorite: i === 1,
    })),
    posts,
    latestPhotos: Array.from({ length: 9 }, (_, i) => ({ img: `/images/profile/user-uploads/user-${String(i + 1).padStart(2, '0')}.svg` })),
    suggestions: Array.from({ length: 6 }, (_, i) => ({ avatar: avatarUrl(i + 14), name: faker.person.fullName(), mutualFriends: faker.number.int({ min: 1, max: 60 }) })),
    poll: { question: 'Which working pattern suits you best?', options: pollOptions },
  };
}

export type ProfileSeed = ReturnType<typeof seedProfile>;
