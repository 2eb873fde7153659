import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import type { ModuleOptions } from '../module.js';
import {
  CreateInterviewRoundBodySchema,
  InterviewCalendarQuerySchema,
  InterviewCalendarSchema,
  GeneratedSlotsSchema,
  GenerateInterviewSlotsBodySchema,
  InterviewJobIdParamsSchema,
  InterviewRoundIdParamsSchema,
  InterviewRoundListSchema,
  InterviewRoundSchema,
  InterviewSlotIdParamsSchema,
  InviteAnswerSchema,
  InviteToInterviewBodySchema,
  UpdateInterviewRoundBodySchema,
} from './schemas.js';
import { InterviewRounds } from './service-rounds.js';
import { InterviewInvitations } from './service-invite.js';
import myInterviewRoutes from './routes-mine.js';
import interviewAssessmentRoutes from './routes-assessment.js';
import staffBookingRoutes from './routes-staff-booking.js';
import { listInterviews } from './calendar-list.js';

const WHO = 'Recruiters of the job (who may update its applications) manage rounds, slots and invitations; the job\'s interview team and the round\'s panel read them; anyone else gets 404 (audited). Adjustments are shown to the recruitment admin and the round\'s lead only.';

/** Interview rounds and slots over HTTP, for staff. */
async function staffInterviewRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rounds = new InterviewRounds(fastify, opts.config);
  const invitations = new InterviewInvitations(fastify, opts.config);
  const preHandler = fastify.authorize('read', 'Job');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };
  const roundParams = ref(InterviewRoundIdParamsSchema);

  app.get(
    '/careers/admin/interviews',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listInterviews',
        summary: 'The staff calendar: booked interviews from one day to another (days of the hospital\'s time zone, at most 62), across the jobs the caller recruits or interviews for; `mine` keeps those whose panel the caller sits on',
        description: withRefusals(`${WHO} Filtered in SQL by the same rules as a single round. Each interview names the round's panel (the lead first) and whether the caller is on it.`, 'date_range_inverted', 'date_range_too_long'),
        querystring: ref(InterviewCalendarQuerySchema),
        response: { 200: ref(InterviewCalendarSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => listInterviews(fastify.db, request, request.query, opts.config.alertsTimeZone),
  );

  app.get(
    '/careers/admin/jobs/:id/interview-rounds',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listInterviewRounds',
        summary: 'The job\'s interview rounds with their slots and board (who was invited, who booked what)',
        description: withRefusals(WHO, 'job_not_found'),
        params: ref(InterviewJobIdParamsSchema),
        response: { 200: ref(InterviewRoundListSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => rounds.list(request, request.params.id),
  );

  app.post(
    '/careers/admin/jobs/:id/interview-rounds',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'createInterviewRound',
        summary: 'Add an interview round: mode, length, panel and lead (from the job\'s team), scheduling mode, minimum notice (24 h) and horizon (30 days)',
        description: withRefusals(`${WHO} Written to the audit log.`, 'job_not_found', 'panel_not_on_team'),
        params: ref(InterviewJobIdParamsSchema),
        body: ref(CreateInterviewRoundBodySchema),
        response: { 201: ref(InterviewRoundSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await rounds.create(request, request.params.id, request.body)),
  );

  app.patch(
    '/careers/admin/interview-rounds/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateInterviewRound',
        summary: 'Change a round (only the fields sent)',
        description: withRefusals(`${WHO} Written to the audit log.`, 'interview_round_not_found', 'panel_not_on_team'),
        params: roundParams,
        body: ref(UpdateInterviewRoundBodySchema),
        response: { 200: ref(InterviewRoundSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => rounds.update(request, request.params.id, request.body),
  );

  app.post(
    '/careers/admin/interview-rounds/:id/slots',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'generateInterviewSlots',
        summary: 'Generate slots over a date range (day start and end in the hospital\'s time zone, length, buffer, capacity); `preview` answers them without storing',
        description: withRefusals(`${WHO} Times in the past are left out; a start the round has already is kept as it is. At most 500 slots at once.`, 'interview_round_not_found', 'date_range_inverted', 'day_end_before_start', 'too_many_slots'),
        params: roundParams,
        body: ref(GenerateInterviewSlotsBodySchema),
        response: { 200: ref(GeneratedSlotsSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => rounds.generate(request, request.params.id, request.body),
  );

  app.delete(
    '/careers/admin/interview-slots/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'deleteInterviewSlot',
        summary: 'Remove a slot nobody booked',
        description: withRefusals(`${WHO} A booked slot stays (one conditional DELETE). Written to the audit log.`, 'interview_slot_not_found', 'interview_round_not_found', 'interview_slot_booked'),
        params: ref(InterviewSlotIdParamsSchema),
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await rounds.deleteSlot(request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/careers/admin/interview-rounds/:id/invitations',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'inviteToInterview',
        summary: 'Invite shortlisted applications to book a slot by a deadline: each is e-mailed a link; the first invitation moves it to interview',
        description: withRefusals(`${WHO} All or nothing. An application invited to the round before is left as it is (not e-mailed again). Written to the audit log.`, 'interview_round_not_found', 'book_by_invalid', 'not_shortlisted', 'version_conflict'),
        params: roundParams,
        body: ref(InviteToInterviewBodySchema),
        response: { 200: ref(InviteAnswerSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => invitations.invite(request, request.params.id, request.body),
  );
}

/** Interviews (issue 28): staff rounds, slots and invitations; the applicant's booking. */
export default async function careersInterviewsRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  await fastify.register(staffInterviewRoutes, opts);
  await fastify.register(myInterviewRoutes, opts);
  await fastify.register(interviewAssessmentRoutes);
  await fastify.register(staffBookingRoutes, opts);
}
