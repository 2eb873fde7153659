// Builders imported one by one (not the `Type` namespace): the SPA bundles only these.
import { Object as ObjectOf } from '@sinclair/typebox';
import { DemoLine, DemoRichText, DemoTitle, DemoWebAddress } from './demo-text.js';

/** The calendar app's vocabulary and field rules, shared by the API and the event panel. */
export const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarName = (typeof CALENDARS)[number];

/** The longest range one list call may ask for (a month view shows six weeks; a quarter is plenty). */
export const MAX_RANGE_DAYS = 92;

export const EventTitle = DemoTitle(200, { examples: ['Design Review'] });
export const EventUrl = DemoWebAddress(2000, { description: 'An external link (http or https), or empty', examples: ['https://example.com/agenda'] });
export const EventLocation = DemoLine(200, { examples: ['Meeting room 2'] });
export const EventGuest = DemoTitle(200, { examples: ['Jane Foster'] });
export const EventDescription = DemoRichText(10_000, { description: 'HTML; stored sanitised (no script, no event handler)' });

/** The fields of the event panel that have rules (dates and choices are checked by the panel itself). */
export const EventFormRulesSchema = ObjectOf({ title: EventTitle, url: EventUrl, location: EventLocation, description: EventDescription });
