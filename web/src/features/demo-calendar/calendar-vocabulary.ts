import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CALENDARS, type CalendarName } from '../../../../common/demo-calendar';

export { CALENDARS, type CalendarName };

/** The calendars' names as shown (the API's names stay as they are). */
export const CALENDAR_LABELS: Record<CalendarName, MessageDescriptor> = {
  Business: msg({ message: 'Business', context: 'calendar' }),
  Holiday: msg({ message: 'Holiday', context: 'calendar' }),
  Personal: msg({ message: 'Personal', context: 'calendar' }),
  Family: msg({ message: 'Family', context: 'calendar' }),
  ETC: msg({ message: 'Other', context: 'calendar' }),
};

/** The class that gives a calendar's events and marks its colour (calendar.css, both skins). */
export const calendarClass = (calendar: CalendarName) => `cal-color--${calendar.toLowerCase()}`;
