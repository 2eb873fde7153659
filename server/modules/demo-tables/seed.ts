import type { Faker } from '@faker-js/faker';
import { avatarUrl, daysFrom, isoDay, seededFaker } from '../../lib/demo-kit/seed-tools.js';
import { ROW_STATUSES, type DemoAutosuggest, type DemoTableRow } from './schemas.js';

const POSTS = ['Accountant', 'Software Engineer', 'Nurse Practitioner', 'Sales Representative', 'Office Assistant'];
const PAGES = [
  ['Analytics Dashboard', 'ActivityIcon'],
  ['eCommerce Dashboard', 'ShoppingCartIcon'],
  ['Email', 'MailIcon'],
  ['Chat', 'MessageSquareIcon'],
  ['Todo', 'CheckSquareIcon'],
  ['Calendar', 'CalendarIcon'],
  ['Invoice List', 'FileTextIcon'],
  ['User List', 'UsersIcon'],
  ['FAQ', 'HelpCircleIcon'],
  ['Pricing', 'DollarSignIcon'],
];

/** 50 staff rows for the table demos, started within the last five years before `start`. */
export function seedTableRows(start: Date): DemoTableRow[] {
  const faker = seededFaker(6006);
  return Array.from({ length: 50 }, (_, index) => {
    const fullName = faker.person.fullName();
    const years = faker.number.int({ min: 0, max: 9 });
    return {
      id: index + 1,
      avatar: index % 5 === 4 ? null : avatarUrl(index + 1),
      fullName,
      post: POSTS[index % POSTS.length]!,
      email: faker.internet.email({ firstName: fullName.split(' ')[0] }).toLowerCase(),
      city: faker.location.city(),
      startDate: isoDay(daysFrom(start, -faker.number.int({ min: 30, max: 1800 }))),
      salary: faker.number.float({ min: 18_000, max: 95_000, fractionDigits: 2 }),
      age: faker.number.int({ min: 21, max: 64 }),
      experience: `${years} Year${years === 1 ? '' : 's'}`,
      status: ROW_STATUSES[(index * 3) % ROW_STATUSES.length]!,
    };
  });
}

/** Rows grouped by post, as the row-group table wants them. */
export function groupRowsByPost(rows: DemoTableRow[]) {
  return POSTS.map((post) => ({ mode: 'span' as const, label: post, children: rows.filter((row) => row.post === post) }));
}

function suggestedPeople(faker: Faker, count: number, start: Date, firstAvatar: number) {
  return Array.from({ length: count }, (_, i) => {
    const name = faker.person.fullName();
    const when = daysFrom(start, -faker.number.int({ min: 1, max: 60 }));
    return { name, email: faker.internet.email({ firstName: name.split(' ')[0] }).toLowerCase(), avatar: avatarUrl(firstAvatar + i), time: isoDay(when) };
  });
}

export function seedAutosuggest(start: Date): DemoAutosuggest {
  const faker = seededFaker(6007);
  return {
    developers: suggestedPeople(faker, 6, start, 1),
    designers: suggestedPeople(faker, 6, start, 7),
    pages: PAGES.map(([name, icon]) => ({ name: name!, icon: icon! })),
  };
}
