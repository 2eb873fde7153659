import type { Faker } from '@faker-js/faker';
import { avatarUrl, daysFrom, seededFaker } from '../../lib/demo-kit/seed-tools.js';
import type { DemoEmail, DemoEmailAttachment, DemoEmailReply, EmailFolder, EmailLabel } from './schemas.js';

/** The mailbox owner: sender of sent mail and drafts, recipient of everything else. */
/**
 * The mailbox's owner as stored: a stand-in the routes show as the signed-in person (their name,
 * address and picture; routes.ts), so that every one of them reads their own mailbox.
 */
export const MAILBOX_OWNER = { name: 'Mailbox owner', email: 'owner@mailbox.invalid', avatar: '' };

/** Folder, starred, unread: one row per seeded e-mail (28), so every case the list tells apart exists. */
const PLAN: [EmailFolder, boolean, boolean][] = [
  ['inbox', true, false], ['inbox', false, false], ['inbox', false, false], ['inbox', true, true], ['inbox', false, false],
  ['inbox', false, false], ['inbox', false, true], ['inbox', false, true], ['inbox', true, true], ['inbox', false, true],
  ['inbox', false, true], ['inbox', false, true], ['sent', false, true], ['sent', true, true], ['sent', false, true],
  ['sent', false, true], ['draft', false, true], ['draft', true, true], ['draft', false, true], ['spam', false, false],
  ['spam', false, true], ['spam', false, false], ['spam', false, true], ['trash', true, true], ['trash', false, true],
  ['trash', false, false], ['trash', false, true], ['inbox', false, false],
];

/** The seed's attachments: real text files, made up deterministically, so every download works. */
const FILES: { fileName: string; content: (faker: Faker) => string }[] = [
  {
    fileName: 'log.txt',
    content: (faker) =>
      Array.from({ length: 80 }, (_, i) => `2026-03-${String((i % 28) + 1).padStart(2, '0')} ${faker.helpers.arrayElement(['INFO', 'WARN', 'DEBUG'])} ${faker.hacker.phrase()}`).join('\n'),
  },
  {
    fileName: 'performance.csv',
    content: (faker) =>
      ['month,visits,orders,revenue', ...Array.from({ length: 12 }, (_, i) => `${i + 1},${faker.number.int({ min: 900, max: 9000 })},${faker.number.int({ min: 10, max: 400 })},${faker.number.int({ min: 1000, max: 90000 })}`)].join('\n'),
  },
  { fileName: 'meeting-notes.txt', content: (faker) => faker.lorem.paragraphs(8, '\n\n') },
  {
    fileName: 'invitation.ics',
    content: (faker) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Demo//Mail//EN', 'BEGIN:VEVENT', `UID:${faker.string.uuid()}`, 'DTSTART:20260410T090000Z', 'DTEND:20260410T100000Z', `SUMMARY:${faker.company.catchPhrase()}`, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n'),
  },
];

export type AttachFile = (fileName: string, data: Buffer) => DemoEmailAttachment;

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

/** 28 e-mails over all folders, newest ids most recent, within the weeks before `start`; `attach` stores their files. */
export function seedDemoEmails(start: Date, attach: AttachFile): DemoEmail[] {
  const faker = seededFaker(2002);
  return PLAN.map(([folder, isStarred, isRead], index) => {
    const id = index + 1;
    const correspondent = person(faker, id + 1);
    const outgoing = folder === 'sent' || folder === 'draft';
    const subject = faker.company.catchPhrase();
    const time = daysFrom(start, -(PLAN.length - index) * 0.9 - faker.number.float({ min: 0, max: 0.5 }));
    const labels = faker.helpers.arrayElements(['personal', 'company', 'important', 'private'] satisfies EmailLabel[], { min: 0, max: 2 });
    const attachments =
      id % 4 === 1 ? faker.helpers.arrayElements(FILES, { min: 1, max: 2 }).map((f) => attach(f.fileName, Buffer.from(f.content(faker), 'utf8'))) : [];
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
      answers: [],
      folder,
      isRead,
      isDeleted: folder === 'trash',
    };
  });
}
