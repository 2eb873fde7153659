import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { applicantOnly } from '../../lib/guards.js';
import { withRefusals } from '../../lib/refusals.js';
import type { ModuleOptions } from '../module.js';
import { BookInterviewBodySchema, InterviewApplicationIdParamsSchema, MyInterviewSchema, MyInterviewSlotsSchema, RescheduleInterviewBodySchema } from './schemas.js';
import { InterviewBooking } from './service-booking.js';

const MINE = 'The applicant\'s own application only (another\'s answers 404, as does one without an invitation). The latest invitation of the application is the one shown and booked.';
const WINDOW = 'A slot must start after the round\'s minimum notice and before its horizon; a booking is changed or cancelled only until the minimum notice before it.';

/** The applicant's interview: see, book, move, cancel. */
export default async function myInterviewRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const booking = new InterviewBooking(fastify, opts.config);
  const preHandler = applicantOnly(fastify);
  const common = { tags: ['careers'], security: [{ bearerAuth: [] }] };
  const params = ref(InterviewApplicationIdParamsSchema);
  const changed = { 200: ref(MyInterviewSchema), ...errors(400, 401, 403, 404, 409) };

  app.get(
    '/careers/applications/:id/interview',
    {
      preHandler,
      schema: { ...common, operationId: 'getMyInterview', summary: 'My interview invitation and booking', description: withRefusals(MINE, 'interview_not_found'), params, response: { 200: ref(MyInterviewSchema), ...errors(400, 401, 403, 404) } },
    },
    async (request) => booking.get(request.user.sub, request.params.id),
  );

  app.get(
    '/careers/applications/:id/interview.ics',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'downloadInterviewIcs',
        summary: 'My booked interview as an iCalendar file (METHOD:REQUEST, UTC instants, the booking\'s stable UID and current SEQUENCE)',
        description: withRefusals(`${MINE} It holds the round, the job and the place, never an adjustment.`, 'interview_not_found', 'not_booked'),
        params,
        response: { 200: { description: 'text/calendar (RFC 5545)', content: { 'text/calendar': { schema: Type.String() } } }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const file = await booking.calendar(request.user.sub, request.params.id);
      return (reply as FastifyReply)
        .header('content-type', 'text/calendar; charset=utf-8; method=REQUEST')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/careers/applications/:id/interview/slots',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listMyInterviewSlots',
        summary: 'The slots I may book now (the next one only when the round has me confirm the next open slot; none when the recruiter picks)',
        description: withRefusals(`${MINE} ${WINDOW}`, 'interview_not_found'),
        params,
        response: { 200: ref(MyInterviewSlotsSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => booking.slots(request.user.sub, request.params.id),
  );

  app.post(
    '/careers/applications/:id/interview/book',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'bookInterviewSlot',
        summary: 'Book a slot, with any adjustments I need (seen by the recruitment admin and the round\'s lead only)',
        description: withRefusals(
          `${MINE} ${WINDOW} A slot of capacity N never holds more than N bookings, whatever the concurrency. The booking is e-mailed.`,
          'interview_not_found',
          'interview_slot_not_found',
          'already_booked',
          'booking_deadline_passed',
          'inside_minimum_notice',
          'beyond_horizon',
          'slot_full',
          'version_conflict',
        ),
        params,
        body: ref(BookInterviewBodySchema),
        response: changed,
      },
    },
    async (request) => booking.book(request.user.sub, request.params.id, request.body),
  );

  app.post(
    '/careers/applications/:id/interview/reschedule',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'rescheduleInterview',
        summary: 'Move my booking to another slot: the old one is freed at once',
        description: withRefusals(`${MINE} ${WINDOW}`, 'interview_not_found', 'interview_slot_not_found', 'not_booked', 'inside_minimum_notice', 'beyond_horizon', 'slot_full', 'version_conflict'),
        params,
        body: ref(RescheduleInterviewBodySchema),
        response: changed,
      },
    },
    async (request) => booking.reschedule(request.user.sub, request.params.id, request.body.slotId),
  );

  app.post(
    '/careers/applications/:id/interview/cancel',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'cancelInterview',
        summary: 'Cancel my booking: the slot is freed at once; I may book again until the deadline',
        description: withRefusals(`${MINE} ${WINDOW}`, 'interview_not_found', 'not_booked', 'inside_minimum_notice', 'version_conflict'),
        params,
        response: changed,
      },
    },
    async (request) => booking.cancel(request.user.sub, request.params.id),
  );
}
