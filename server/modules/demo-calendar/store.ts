import { badRequest } from '../../lib/http-errors.js';
import { findOr404, nextId } from '../demo-kit/list.js';
import type { DemoEvent, DemoEventChanges, NewDemoEvent } from './schemas.js';
import { seedDemoEvents } from './seed.js';

function assertInOrder(event: Pick<DemoEvent, 'start' | 'end'>) {
  if (Date.parse(event.end) < Date.parse(event.start)) throw badRequest('The event cannot end before it starts');
}

/** The calendar of one app instance. */
export function createDemoEventStore(start: Date) {
  const events = seedDemoEvents(start);

  return {
    /** `calendars` absent: every event; empty: none; else the events of those calendars. */
    list(calendars: string | undefined) {
      if (calendars === undefined) return events;
      const wanted = new Set(calendars.split(','));
      return events.filter((event) => wanted.has(event.extendedProps.calendar));
    },

    create(input: NewDemoEvent): DemoEvent {
      assertInOrder(input);
      const event: DemoEvent = { url: '', allDay: false, ...input, id: nextId(events) };
      events.push(event);
      return event;
    },

    update(id: number, changes: DemoEventChanges) {
      const event = findOr404(events, id, 'Event');
      const { extendedProps, ...fields } = changes;
      const updated = { ...event, ...fields, extendedProps: { ...event.extendedProps, ...extendedProps } };
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
