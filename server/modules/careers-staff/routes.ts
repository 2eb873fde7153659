import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../module.js';
import { errors, MessageSchema, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import { StaffService } from './service.js';
import { JobTeamService } from './service-team.js';
import {
  AcceptStaffInvitationSchema,
  JobTeamInputSchema,
  JobTeamSchema,
  StaffIdParamsSchema,
  StaffInvitationSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffQuerySchema,
  StaffReasonSchema,
  StaffUpdateSchema,
  TeamJobIdParamsSchema,
} from './schemas.js';

/** Staff accounts (`manage Staff`: super admins), the invitation link (public) and the jobs' hiring teams. */
export default async function careersStaffRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const staff = new StaffService(fastify, opts.config);
  const teams = new JobTeamService(fastify, staff);
  const preHandler = fastify.authorize('manage', 'Staff');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };
  const grantRefusals = ['staff_not_found', 'own_grant', 'grant_exceeds_own'] as const;

  app.get(
    '/careers/admin/staff',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listStaff',
        summary: 'Staff accounts with their role, departments, last sign-in and state: filters, text search, sort, pagination, counts per state',
        querystring: ref(StaffQuerySchema),
        response: { 200: ref(StaffListSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => staff.list(request.query),
  );

  app.get(
    '/careers/admin/staff/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getStaff',
        summary: 'One staff account',
        description: withRefusals('', 'staff_not_found'),
        params: ref(StaffIdParamsSchema),
        response: { 200: ref(StaffMemberSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => staff.get(request.params.id),
  );

  app.post(
    '/careers/admin/staff/invitations',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'inviteStaff',
        summary: 'Invite a member of staff: the account is created (invited) and a one-time link valid 7 days is e-mailed in their language',
        description: withRefusals(
          'Inviting an address that is still only invited sends a new link and ends the old one.',
          'staff_email_taken',
          'grant_exceeds_own',
        ),
        body: ref(StaffInvitationSchema),
        response: { 201: ref(StaffMemberSchema), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.invite(request, request.body)),
  );

  app.patch(
    '/careers/admin/staff/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateStaff',
        summary: "Change a staff account's role, departments, flags or job title (the person is e-mailed when their access changes)",
        description: withRefusals(
          'Nobody changes their own grant; a grantor grants only what they hold.',
          ...grantRefusals,
          'staff_already_deactivated',
          'last_super_admin',
        ),
        params: ref(StaffIdParamsSchema),
        body: ref(StaffUpdateSchema),
        response: { 200: ref(StaffMemberSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.update(request, request.params.id, request.body),
  );

  const statusChanges = [
    {
      verb: 'deactivate',
      operationId: 'deactivateStaff',
      summary: 'Remove the access of a staff account, with a reason: its sessions end, it is never deleted (its name stays on what it did)',
      refusals: ['reason_required', 'staff_already_deactivated', 'last_super_admin'] as const,
      run: (request: FastifyRequest, id: number, reason: string) => staff.deactivate(request, id, reason),
    },
    {
      verb: 'reactivate',
      operationId: 'reactivateStaff',
      summary: 'Give a deactivated staff account its access back, with a reason',
      refusals: ['reason_required', 'staff_not_deactivated'] as const,
      run: (request: FastifyRequest, id: number, reason: string) => staff.reactivate(request, id, reason),
    },
  ];
  for (const change of statusChanges) {
    app.post(
      `/careers/admin/staff/:id/${change.verb}`,
      {
        preHandler,
        schema: {
          ...common,
          operationId: change.operationId,
          summary: change.summary,
          description: withRefusals('', ...grantRefusals, ...change.refusals),
          params: ref(StaffIdParamsSchema),
          body: ref(StaffReasonSchema),
          response: { 200: ref(StaffMemberSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => change.run(request, request.params.id, request.body.reason),
    );
  }

  app.post(
    '/auth/staff-invitations/accept',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['auth'],
        operationId: 'acceptStaffInvitation',
        summary: 'Set the password of an invited staff account with the token of its invitation link (once, within 7 days), then sign in',
        description: withRefusals('', 'token_invalid', 'token_expired'),
        body: ref(AcceptStaffInvitationSchema),
        response: { 200: ref(MessageSchema), ...errors(400) },
      },
    },
    async (request) => {
      await staff.accept(request.body.token, request.body.password);
      return { message: 'Your staff account is active. Sign in with your e-mail address and your new password.' };
    },
  );

  app.get(
    '/careers/admin/jobs/:id/team',
    {
      preHandler: fastify.authenticate,
      schema: {
        ...common,
        operationId: 'getJobTeam',
        summary: "A job's hiring team: current members with their team role and decision right, and former members",
        description: withRefusals('A job the caller may not read answers 404, as an unknown one.', 'job_not_found'),
        params: ref(TeamJobIdParamsSchema),
        response: { 200: ref(JobTeamSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => teams.get(request, request.params.id),
  );

  app.put(
    '/careers/admin/jobs/:id/team',
    {
      preHandler: fastify.authenticate,
      schema: {
        ...common,
        operationId: 'setJobTeam',
        summary: "Save a job's whole hiring team (needs `update` on the job); removed members' rows are kept, ended",
        description: withRefusals('A job the caller may not read answers 404; one they may read but not change, 403.', 'job_not_found', 'staff_not_eligible', 'duplicate_team_member'),
        params: ref(TeamJobIdParamsSchema),
        body: ref(JobTeamInputSchema),
        response: { 200: ref(JobTeamSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => teams.set(request, request.params.id, request.body),
  );
}
