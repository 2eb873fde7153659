import { badRequest } from '../../lib/http-errors.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { findOr404, nextId } from '../../lib/demo-kit/list.js';
import { MAX_RANGE_DAYS, type DemoEvent, type DemoEventChanges, type DemoEventsQuery, type NewDemoEvent } from './schemas.js';
import { seedDemoEvents } from './seed.js';

const DAY_MS = 86_400_000;

function assertInOrder(event: Pick<DemoEvent, 'start' | 'end'>) {
  if (Date.parse(event.end) < Date.parse(event.start)) {
    throw badRequest('The event cannot end before it starts', { code: 'event_ends_before_start', field: 'event.end' });
  }
}

/** The range `[start, end)` in milliseconds a list call asks for, or null for every event. */
function requestedRange({ start, end }: Pick<DemoEventsQuery, 'start' | 'end'>): [number, number] | null {
  if (start === undefined && end === undefined) return null;
  if (start === undefined || end === undefined) {
    throw badRequest('start and end go together', { code: 'range_incomplete', field: start === undefined ? 'start' : 'end' });
  }
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (to < from) throw badRequest('end must not be before start', { code: 'range_reversed', field: 'end' });
  if (to - from > MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest(`A range may span at most ${MAX_RANGE_DAYS} days`, { code: 'range_too_long', field: 'end' });
  }
  return [from, to];
}

/** The event overlaps `[from, to)`; an event without length counts when it starts inside. */
function overlaps(event: DemoEvent, [from, to]: [number, number]) {
  const starts = Date.parse(event.start);
  const ends = Date.parse(event.end);
  return starts < to && (ends > from || (ends === starts && starts >= from));
}

const soonestFirst = (a: DemoEvent, b: DemoEvent) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

/** The description as stored: sanitised HTML. */
function cleanProps<T extends { description?: string | undefined }>(props: T): T {
  return props.description === undefined ? props : { ...props, description: sanitizeRichText(props.description) };
}

/** The calendar of one app instance. */
export function createDemoEventStore(start: Date) {
  const events = seedDemoEvents(start);

  return {
    /**
     * `calendars` absent: every calendar; empty: none; else those. With `start` and `end`: only the
     * events that overlap that range (at most MAX_RANGE_DAYS long). Soonest first.
     */
    list(query: DemoEventsQuery) {
      const range = requestedRange(query);
      const wanted = query.calendars === undefined ? null : new Set(query.calendars.split(','));
      return events
        .filter((event) => (!wanted || wanted.has(event.extendedProps.calendar)) && (!range || overlaps(event, range)))
        .sort(soonestFirst);
    },

    create(input: NewDemoEvent): DemoEvent {
      assertInOrder(input);
      const event: DemoEvent = { url: '', allDay: false, ...input, title: input.title.trim(), extendedProps: cleanProps(input.extendedProps), id: nextId(events) };
      events.push(event);
      return event;
    },

    update(id: number, changes: DemoEventChanges) {
      const event = findOr404(events, id, 'Event');
      const { extendedProps = {}, ...fields } = changes;
      const updated = {
        ...event,
        ...fields,
        ...(fields.title === undefined ? {} : { title: fields.title.trim() }),
        extendedProps: { ...event.extendedProps, ...cleanProps(extendedProps) },
      };
      assertInOrder(updated);
      return Object.assign(event, updated);
    },

    remove(id: number) {
      const event = findOr404(events, id, 'Event');
      events.splice(events.indexOf(event), 1);
      return event;
    },
  };
}
