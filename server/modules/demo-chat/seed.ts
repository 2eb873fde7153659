import { avatarUrl, daysFrom, seededFaker } from '../../lib/demo-kit/seed-tools.js';
import { CHAT_STATUSES, type DemoChatContact, type DemoChatMessage, type DemoChatProfileUser, type DemoChatThread } from './schemas.js';

export const PROFILE_USER_ID = 11;

const CONVERSATIONS: { userId: number; unseenMsgs: number; hoursAgo: number; lines: [mine: boolean, text: string][] }[] = [
  {
    userId: 1,
    unseenMsgs: 0,
    hoursAgo: 30,
    lines: [
      [false, 'Hi'],
      [true, 'Hello. How can I help you?'],
      [false, 'Can I get the details of my last transaction I made last month?'],
      [true, 'We need to check if we can provide you such information.'],
      [true, 'I will inform you as I get an update.'],
      [false, 'If it takes long you can mail me on my mail address.'],
    ],
  },
  {
    userId: 2,
    unseenMsgs: 3,
    hoursAgo: 2,
    lines: [
      [true, 'Hey, did you look at the new dashboard?'],
      [false, 'Yes, it looks great!'],
      [false, 'One question about the charts, though.'],
      [false, 'Can we add the weekly view?'],
    ],
  },
  {
    userId: 4,
    unseenMsgs: 1,
    hoursAgo: 9,
    lines: [
      [true, 'Are we still meeting on Friday?'],
      [false, 'Yes, at 10 o’clock in the small room.'],
    ],
  },
];

export interface ChatSeed {
  profileUser: DemoChatProfileUser;
  contacts: DemoChatContact[];
  chats: DemoChatThread[];
}

/** Ten contacts over every status and three threads (two with unseen messages), recent to `start`. */
export function seedDemoChat(start: Date): ChatSeed {
  const faker = seededFaker(4004);
  const contacts = Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    fullName: faker.person.fullName(),
    role: faker.person.jobTitle(),
    about: faker.lorem.sentences(2),
    avatar: avatarUrl(index + 2),
    status: CHAT_STATUSES[index % CHAT_STATUSES.length]!,
  }));
  const chats = CONVERSATIONS.map(({ userId, unseenMsgs, hoursAgo, lines }, index) => ({
    id: index + 1,
    userId,
    unseenMsgs,
    messages: lines.map(
      ([mine, message], n): DemoChatMessage => ({
        message,
        time: daysFrom(start, (n - lines.length + 1 - hoursAgo) / 24).toISOString(),
        senderId: mine ? PROFILE_USER_ID : userId,
      }),
    ),
  }));
  const profileUser: DemoChatProfileUser = {
    id: PROFILE_USER_ID,
    // A stand-in: the routes show the signed-in person's name and picture here (routes.ts).
    fullName: 'Profile user',
    avatar: '',
    status: 'online',
    role: 'admin',
    about: 'Dessert chocolate cake lemon drops jujubes. Biscuit cupcake ice cream bear claw brownie marshmallow.',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  return { profileUser, contacts, chats };
}
