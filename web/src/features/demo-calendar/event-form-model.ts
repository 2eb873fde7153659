import type { FieldErrors, Resolver } from 'react-hook-form';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EventFormRulesSchema } from '../../../../common/demo-calendar';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { fromFormRange, localDay, localMinute, toFormRange } from './calendar-dates';
import type { CalendarName } from './calendar-vocabulary';
import type { CalendarEvent, NewCalendarEvent } from './use-events';

/** The event panel's fields: days (`YYYY-MM-DD`) for an all-day event, local moments (`YYYY-MM-DDTHH:mm`) otherwise. */
export interface EventForm {
  title: string;
  calendar: CalendarName;
  allDay: boolean;
  start: string;
  end: string;
  url: string;
  location: string;
  guests: string[];
  description: string;
}

/** A new event's fields: on the day clicked (all day from a month), or an hour from the time clicked. */
export function blankForm(start: Date, allDay: boolean): EventForm {
  const end = new Date(start.getTime() + 3_600_000);
  return {
    title: '',
    calendar: 'Business',
    allDay,
    start: allDay ? localDay(start) : localMinute(start),
    end: allDay ? localDay(start) : localMinute(end),
    url: '',
    location: '',
    guests: [],
    description: '',
  };
}

export function formOf(event: CalendarEvent): EventForm {
  const range = toFormRange(event.start, event.end, event.allDay);
  return {
    title: event.title,
    calendar: event.extendedProps.calendar as CalendarName,
    allDay: event.allDay,
    ...range,
    url: event.url,
    location: event.extendedProps.location ?? '',
    guests: event.extendedProps.guests ?? [],
    description: event.extendedProps.description ?? '',
  };
}

/** The fields' start and end when "All day" changes: days keep their date, moments get office hours. */
export function switchAllDay(form: Pick<EventForm, 'start' | 'end'>, allDay: boolean): Pick<EventForm, 'start' | 'end'> {
  if (allDay) return { start: form.start.slice(0, 10), end: form.end.slice(0, 10) };
  return { start: `${form.start.slice(0, 10)}T09:00`, end: `${form.end.slice(0, 10)}T10:00` };
}

/** The API's event of the panel's fields (the range is checked by the resolver first). */
export function eventOf(form: EventForm): NewCalendarEvent {
  const range = fromFormRange(form.start, form.end, form.allDay)!;
  return {
    title: form.title.trim(),
    ...range,
    allDay: form.allDay,
    url: form.url.trim(),
    extendedProps: { calendar: form.calendar, guests: form.guests, location: form.location.trim(), description: form.description },
  };
}

const rules = typeboxResolver<EventForm>(EventFormRulesSchema);

/** The shared field rules (title, link, place, description), then the dates: both valid, the end not before the start. */
export const eventResolver: Resolver<EventForm> = async (values, context, options) => {
  const checked = await rules(values, context, options);
  const errors: FieldErrors<EventForm> = { ...checked.errors };
  const range = fromFormRange(values.start, values.end, values.allDay);
  if (!range) {
    const message = i18n._(msg`Enter a valid date.`);
    if (!fromFormRange(values.start, values.start, values.allDay)) errors.start = { type: 'date', message };
    else errors.end = { type: 'date', message };
  } else if (values.allDay ? values.end < values.start : Date.parse(range.end) < Date.parse(range.start)) {
    errors.end = { type: 'order', message: i18n._(msg`The end cannot be before the start.`) };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
