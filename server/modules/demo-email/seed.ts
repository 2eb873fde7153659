import type { Faker } from '@faker-js/faker';
import { avatarUrl, daysFrom, seededFaker } from '../demo-kit/seed-tools.js';
import type { DemoEmail, DemoEmailReply, EmailFolder, EmailLabel } from './schemas.js';

/** The mailbox owner: sender of sent mail and drafts, recipient of everything else. */
export const MAILBOX_OWNER = { name: 'John Doe', email: 'johndoe@mail.com', avatar: avatarUrl(1) };

/** Folder, starred, unread: one row per seeded e-mail (28), so every case the list tells apart exists. */
const PLAN: [EmailFolder, boolean, boolean][] = [
  ['inbox', true, false], ['inbox', false, false], ['inbox', false, false], ['inbox', true, true], ['inbox', false, false],
  ['inbox', false, false], ['inbox', false, true], ['inbox', false, true], ['inbox', true, true], ['inbox', false, true],
  ['inbox', false, true], ['inbox', false, true], ['sent', false, true], ['sent', true, true], ['sent', false, true],
  ['sent', false, true], ['draft', false, true], ['draft', true, true], ['draft', false, true], ['spam', false, false],
  ['spam', false, true], ['spam', false, false], ['spam', false, true], ['trash', true, true], ['trash', false, true],
  ['trash', false, false], ['trash', false, true], ['inbox', false, false],
];

const FILES = [
  { fileName: 'log.txt', thumbnail: '/images/icons/txt.png', size: '5 KB' },
  { fileName: 'performance.xls', thumbnail: '/images/icons/xls.png', size: '10 KB' },
  { fileName: 'proposal.pdf', thumbnail: '/images/icons/pdf.png', size: '212 KB' },
  { fileName: 'team-photo.jpg', thumbnail: '/images/icons/jpg.png', size: '1.4 MB' },
];

const htmlMessage = (faker: Faker) =>
  faker.lorem
    .paragraphs({ min: 2, max: 4 })
    .split('\n')
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');

function person(faker: Faker, n: number) {
  const name = faker.person.fullName();
  return { name, email: faker.internet.email({ firstName: name.split(' ')[0] }).toLowerCase(), avatar: avatarUrl(n) };
}

function reply(faker: Faker, id: number, subject: string, time: Date, correspondent: ReturnType<typeof person>): DemoEmailReply {
  return {
    id,
    from: correspondent,
    to: [{ name: 'me', email: MAILBOX_OWNER.email }],
    subject: `Re: ${subject}`,
    cc: [],
    bcc: [],
    message: htmlMessage(faker),
    attachments: [],
    time: time.toISOString(),
  };
}

/** 28 e-mails over all folders, newest ids most recent, within the weeks before `start`. */
export function seedDemoEmails(start: Date): DemoEmail[] {
  const faker = seededFaker(2002);
  return PLAN.map(([folder, isStarred, isRead], index) => {
    const id = index + 1;
    const correspondent = person(faker, id + 1);
    const outgoing = folder === 'sent' || folder === 'draft';
    const subject = faker.company.catchPhrase();
    const time = daysFrom(start, -(PLAN.length - index) * 0.9 - faker.number.float({ min: 0, max: 0.5 }));
    const labels = faker.helpers.arrayElements(['personal', 'company', 'important', 'private'] satisfies EmailLabel[], { min: 0, max: 2 });
    const attachments = id % 4 === 1 ? faker.helpers.arrayElements(FILES, { min: 1, max: 2 }).map((f) => ({ ...f, url: `/files/${f.fileName}` })) : [];
    return {
      id,
      from: outgoing ? MAILBOX_OWNER : correspondent,
      to: [outgoing ? { name: correspondent.name, email: correspondent.email } : { name: 'me', email: MAILBOX_OWNER.email }],
      subject,
      cc: id % 5 === 0 ? [faker.internet.email().toLowerCase()] : [],
      bcc: id % 7 === 0 ? [faker.internet.email().toLowerCase()] : [],
      message: htmlMessage(faker),
      attachments,
      time: time.toISOString(),
      isStarred,
      labels,
      replies: id % 6 === 2 ? [reply(faker, 1000 + id, subject, daysFrom(time, -1), correspondent)] : [],
      folder,
      isRead,
      isDeleted: folder === 'trash',
    };
  });
}
