import type { DemoEvent } from './schemas.js';

type Row = [title: string, calendar: DemoEvent['extendedProps']['calendar'], day: number, startHour: number | null, hours: number, extra?: Partial<DemoEvent['extendedProps']> & { url?: string }];

/**
 * Day of the current month (0 = the 1st), start hour (null: all day), length in hours (all day:
 * in days). Negative days and days past the month's end fall into the neighbouring months.
 */
const ROWS: Row[] = [
  ['Design Review', 'Business', 1, 9, 1.5, { location: 'Meeting room 2', guests: ['Jane Foster', 'Donna Frank'] }],
  ['Meeting With Client', 'Business', 4, 14, 1, { description: '<p>Walk through the new <strong>invoice flow</strong>.</p>' }],
  ['Family Trip', 'Holiday', 6, null, 3, { location: 'Lake District' }],
  ['Doctor’s Appointment', 'Personal', 8, 11, 0.5],
  ['Dart Game?', 'ETC', 10, 18, 2],
  ['Grandma’s Birthday', 'Family', 12, null, 1],
  ['Monthly Checkup', 'Personal', 14, 8, 1],
  ['Product Launch', 'Business', 16, 10, 3, { url: 'https://example.com/launch', guests: ['Chandler Bing'] }],
  ['Sprint Planning', 'Business', 19, 9, 2],
  ['Public Holiday', 'Holiday', 21, null, 1],
  ['Family Dinner', 'Family', 23, 19, 2.5, { location: 'Home' }],
  ['Yoga Class', 'ETC', 25, 7, 1],
  ['Quarterly Review', 'Business', -3, 13, 2],
  ['Conference', 'Business', 33, null, 2],
];

const HOUR_MS = 3_600_000;

/** Fourteen events placed in (and around) the month of `start`, all-day and timed, in every calendar. */
export function seedDemoEvents(start: Date): DemoEvent[] {
  const monthStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
  return ROWS.map(([title, calendar, day, startHour, hours, extra = {}], index) => {
    const { url = '', ...props } = extra;
    const allDay = startHour === null;
    const begins = monthStart + (day * 24 + (startHour ?? 0)) * HOUR_MS;
    const ends = begins + (allDay ? hours * 24 : hours) * HOUR_MS;
    return {
      id: index + 1,
      url,
      title,
      start: new Date(begins).toISOString(),
      end: new Date(ends).toISOString(),
      allDay,
      extendedProps: { calendar, ...props },
    };
  });
}
