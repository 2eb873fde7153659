import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { CALENDARS, EventDescription, EventGuest, EventLocation, EventTitle, EventUrl, MAX_RANGE_DAYS } from '../../../common/demo-calendar.js';
import { idParams, oneOf } from '../../lib/list-query.js';

export { CALENDARS, MAX_RANGE_DAYS };

const moment = (examples: string[]) => Type.String({ format: 'date-time', examples });
const NAMES = CALENDARS.join('|');

export const DemoEventPropsSchema = Type.Object(
  {
    calendar: oneOf(CALENDARS),
    guests: Type.Optional(Type.Array(EventGuest, { maxItems: 50, examples: [['Jane Foster']] })),
    location: Type.Optional(EventLocation),
    description: Type.Optional(EventDescription),
  },
  { $id: 'DemoEventProps' },
);

const eventFields = {
  url: EventUrl,
  title: EventTitle,
  start: moment(['2026-11-05T09:00:00.000Z']),
  end: moment(['2026-11-05T10:30:00.000Z']),
  allDay: Type.Boolean({ description: 'All-day events start and end at midnight UTC: the date part is the day, the end is exclusive' }),
};

export const DemoEventSchema = Type.Object(
  { id: Type.Integer({ examples: [1] }), ...eventFields, extendedProps: ref(DemoEventPropsSchema) },
  { $id: 'DemoEvent' },
);
export type DemoEvent = Static<typeof DemoEventSchema>;

/** A day (`2026-11-30`, midnight UTC) or a moment with its offset (`2026-11-30T00:00:00+01:00`). */
const rangeEdge = (description: string, example: string) =>
  Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' })], { description, examples: [example] }));

export const DemoEventsQuerySchema = Type.Object(
  {
    calendars: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: `^((${NAMES})(,(${NAMES}))*)?$`,
        description: `Comma-separated calendar names (${CALENDARS.join(', ')}); absent: all calendars; empty: none`,
        examples: ['Business,Holiday'],
      }),
    ),
    start: rangeEdge('With end: only the events that overlap [start, end) (a visible range). Both or neither', '2026-11-30'),
    end: rangeEdge(`Exclusive; not before start, at most ${MAX_RANGE_DAYS} days after it`, '2027-01-11'),
  },
  { $id: 'DemoEventsQuery' },
);
export type DemoEventsQuery = Static<typeof DemoEventsQuerySchema>;

export const DemoEventListSchema = Type.Array(ref(DemoEventSchema), { $id: 'DemoEventList', description: 'Soonest first' });

export const NewDemoEventSchema = Type.Object(
  {
    ...eventFields,
    url: Type.Optional(eventFields.url),
    allDay: Type.Optional(eventFields.allDay),
    extendedProps: ref(DemoEventPropsSchema),
  },
  { $id: 'NewDemoEvent', description: 'end must not be before start' },
);
export type NewDemoEvent = Static<typeof NewDemoEventSchema>;

export const DemoEventPropsChangesSchema = Type.Object(Type.Partial(DemoEventPropsSchema).properties, { $id: 'DemoEventPropsChanges' });

export const DemoEventChangesSchema = Type.Object(
  { ...Type.Partial(Type.Object(eventFields)).properties, extendedProps: Type.Optional(ref(DemoEventPropsChangesSchema)) },
  { $id: 'DemoEventChanges', description: 'The fields to change (extendedProps are merged); the id comes from the URL' },
);
export type DemoEventChanges = Static<typeof DemoEventChangesSchema>;

export const CreateDemoEventBodySchema = Type.Object({ event: ref(NewDemoEventSchema) }, { $id: 'CreateDemoEventBody' });
export const UpdateDemoEventBodySchema = Type.Object({ event: ref(DemoEventChangesSchema) }, { $id: 'UpdateDemoEventBody' });
export const DemoEventEnvelopeSchema = Type.Object({ event: ref(DemoEventSchema) }, { $id: 'DemoEventEnvelope' });
export const DemoEventParamsSchema = idParams('id', 'DemoEventParams');

export const demoCalendarSchemas = [
  DemoEventPropsSchema,
  DemoEventSchema,
  DemoEventsQuerySchema,
  DemoEventListSchema,
  NewDemoEventSchema,
  DemoEventPropsChangesSchema,
  DemoEventChangesSchema,
  CreateDemoEventBodySchema,
  UpdateDemoEventBodySchema,
  DemoEventEnvelopeSchema,
  DemoEventParamsSchema,
];
