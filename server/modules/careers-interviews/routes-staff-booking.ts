import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import type { ModuleOptions } from '../module.js';
import { AssignInterviewSlotBodySchema, InterviewRoundSchema, InterviewSlotIdParamsSchema, InterviewSlotSchema, UpdateInterviewAdjustmentsBodySchema, UpdateInterviewSlotBodySchema } from './schemas.js';
import { InterviewInvitationIdParamsSchema } from './schemas-assessment.js';
import { InterviewRounds } from './service-rounds.js';
import { InterviewStaffBooking } from './service-staff-booking.js';

const WHO = 'A round the caller may read (recruiters of the job, its interview team, the round\'s panel); anyone else gets 404 (audited). Written to the audit log.';

/** The recruiter's controls of bookings and slots, and the adjustments' status, over HTTP (issue 28). */
export default async function staffBookingRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rounds = new InterviewRounds(fastify, opts.config);
  const staff = new InterviewStaffBooking(fastify, opts.config, rounds);
  const preHandler = fastify.authorize('read', 'Job');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };
  const invitation = '/careers/admin/interview-invitations/:id';

  app.post(
    `${invitation}/slot`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'assignInterviewSlot',
        summary: 'Place an invited applicant in a slot of the round (or move their booking): the same e-mails and calendar file as their own booking; a move keeps the UID and raises the SEQUENCE. Answers the round\'s board',
        description: withRefusals(
          `${WHO} A recruiter of the job (403 for the panel). Any scheduling mode; neither the booking deadline nor the minimum notice binds the recruiter, only a slot that has not started. The seat is taken by one conditional UPDATE: a slot never holds more than its capacity, whatever the concurrency.`,
          'invitation_not_found',
          'interview_slot_not_found',
          'application_not_at_interview',
          'slot_started',
          'slot_full',
          'version_conflict',
        ),
        params: ref(InterviewInvitationIdParamsSchema),
        body: ref(AssignInterviewSlotBodySchema),
        response: { 200: ref(InterviewRoundSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.assign(request, request.params.id, request.body.slotId),
  );

  app.patch(
    `${invitation}/adjustments`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateInterviewAdjustments',
        summary: 'Record where the applicant\'s adjustments stand (requested, agreed, arranged) and what was arranged. Answers the round\'s board',
        description: withRefusals(`${WHO} The recruitment admin of the job and the round's lead only (403 for the rest). Never sent to anyone.`, 'invitation_not_found', 'no_adjustments'),
        params: ref(InterviewInvitationIdParamsSchema),
        body: ref(UpdateInterviewAdjustmentsBodySchema),
        response: { 200: ref(InterviewRoundSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.adjustments(request, request.params.id, request.body),
  );

  app.patch(
    '/careers/admin/interview-slots/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateInterviewSlot',
        summary: 'Change a slot\'s start, length or capacity (only the fields sent); a booked slot only gains capacity',
        description: withRefusals(
          `${WHO} A recruiter of the job (403 for the panel). One conditional UPDATE: a slot booked meanwhile is not moved. A new start must be in the future and not one the round has already.`,
          'interview_slot_not_found',
          'interview_round_not_found',
          'interview_slot_booked',
          'slot_started',
          'interview_slot_exists',
        ),
        params: ref(InterviewSlotIdParamsSchema),
        body: ref(UpdateInterviewSlotBodySchema),
        response: { 200: ref(InterviewSlotSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rounds.updateSlot(request, request.params.id, request.body),
  );
}
