import { avatarUrl, daysFrom, isoDay } from '../../lib/demo-kit/seed-tools.js';
import type { DemoTask } from './schemas.js';

type Flag = 'completed' | 'important' | 'deleted';
type Row = [title: string, dueInDays: number, assignee: number | null, tags: DemoTask['tags'], flags: Flag[]];

const PEOPLE = ['Jacob Ramsey', 'Andrew Anderson', 'Benjamin Jacobs', 'Rachel Montgomery', 'Zoe Whitaker', 'Chris Pratt'];

/** Hand-written tasks covering every flag and tag, due around `start`. */
const ROWS: Row[] = [
  ['Entire change break our whole structure', -6, 0, ['update'], ['completed']],
  ['Refactor the code of the checkout flow', -4, 1, ['team', 'medium'], ['important']],
  ['Fix responsiveness for the new dashboard', -3, null, ['high'], []],
  ['Review the accessibility audit findings', -2, 2, ['medium'], ['important', 'completed']],
  ['Reply to the client about the invoice layout', -1, 3, ['low'], ['deleted']],
  ['Plan the design review with the team', 0, 4, ['team'], []],
  ['Update the onboarding e-mail templates', 1, 5, ['update', 'low'], ['completed']],
  ['Prepare the quarterly analytics report', 2, 0, ['high', 'team'], ['important']],
  ['Migrate the calendar to the new API', 3, null, ['update'], ['deleted', 'important']],
  ['Write tests for the shopping cart', 4, 1, ['medium'], []],
  ['Translate the menu labels into Portuguese', 5, 2, ['low'], ['completed', 'deleted']],
  ['Benchmark the product list endpoint', 6, 3, ['high'], []],
  ['Organise the team retrospective', 7, 4, ['team', 'low'], ['important']],
  ['Clean up unused icons and images', 9, null, ['low'], []],
  ['Check the invoice PDF on mobile', 11, 5, ['medium', 'update'], ['completed']],
  ['Draft the release notes for version 2', 13, 0, ['update'], ['important']],
  ['Collect feedback on the chat redesign', 15, 1, ['team', 'high'], []],
  ['Archive last year’s demo accounts', 20, 2, ['low'], ['deleted']],
];

export function seedDemoTasks(start: Date): DemoTask[] {
  return ROWS.map(([title, dueInDays, person, tags, flags], index) => ({
    id: index + 1,
    title,
    dueDate: isoDay(daysFrom(start, dueInDays)),
    description: `<p>${title}. Coordinate with the people involved and note the outcome here.</p>`,
    assignee: person === null ? null : { fullName: PEOPLE[person]!, avatar: person === 5 ? null : avatarUrl(person + 3) },
    tags,
    isCompleted: flags.includes('completed'),
    isDeleted: flags.includes('deleted'),
    isImportant: flags.includes('important'),
  }));
}
