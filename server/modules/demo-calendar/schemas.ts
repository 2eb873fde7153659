import { Type, type Static } from '@sinclair/typebox';
import { Line, Paragraphs, ref, Str } from '../../lib/schema.js';
import { idParams, oneOf } from '../demo-kit/query.js';

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;

const moment = (examples: string[]) => Type.String({ format: 'date-time', examples });
const NAMES = CALENDARS.join('|');

export const DemoEventPropsSchema = Type.Object(
  {
    calendar: oneOf(CALENDARS),
    guests: Type.Optional(Type.Array(Str.name(), { maxItems: 50, examples: [['Jane Foster']] })),
    location: Type.Optional(Str.short({ examples: ['Meeting room 2'] })),
    description: Type.Optional(Paragraphs(2000)),
  },
  { $id: 'DemoEventProps' },
);

const eventFields = {
  url: Line(2000, { description: 'An external link, or empty', examples: [''] }),
  title: Str.name({ minLength: 1, examples: ['Design Review'] }),
  start: moment(['2026-11-05T09:00:00.000Z']),
  end: moment(['2026-11-05T10:30:00.000Z']),
  allDay: Type.Boolean(),
};

export const DemoEventSchema = Type.Object(
  { id: Type.Integer({ examples: [1] }), ...eventFields, extendedProps: ref(DemoEventPropsSchema) },
  { $id: 'DemoEvent' },
);
export type DemoEvent = Static<typeof DemoEventSchema>;

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
  },
  { $id: 'DemoEventsQuery' },
);

export const DemoEventListSchema = Type.Array(ref(DemoEventSchema), { $id: 'DemoEventList' });

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
