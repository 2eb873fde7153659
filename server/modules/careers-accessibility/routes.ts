import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../module.js';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import { AccessibilityFeedbackService } from './service.js';
import { accessibilityStatement } from './statement.js';
import {
  AccessibilityFeedbackIdParamsSchema,
  AccessibilityFeedbackInputSchema,
  AccessibilityFeedbackListSchema,
  AccessibilityFeedbackQuerySchema,
  AccessibilityFeedbackReceiptSchema,
  AccessibilityFeedbackSchema,
  AccessibilityStatementSchema,
  ResolveAccessibilityFeedbackSchema,
} from './schemas.js';

const HOUR_MS = 3_600_000;

/** The accessibility statement (public), its feedback form (public, rate-limited) and the staff's list of what was sent. */
export default async function careersAccessibilityRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const feedback = new AccessibilityFeedbackService(fastify, opts.config);
  const statement = accessibilityStatement(opts.config);
  const staff = { preHandler: fastify.authorize('manage', 'AccessibilityFeedback') };
  const staffSchema = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/careers/accessibility',
    {
      schema: {
        tags: ['careers'],
        operationId: 'getAccessibilityStatement',
        summary: 'The accessibility statements (applicants, staff) as data: status, known problems, the axe evidence, contact and enforcement body',
        description: 'The machine-readable copy of /careers/accessibility. Status and review dates are set by a person in accessibility/statement.yaml; the evidence is the last browser test run’s axe results.',
        response: { 200: ref(AccessibilityStatementSchema) },
      },
    },
    async () => statement,
  );

  app.post(
    '/careers/accessibility/feedback',
    {
      // Counted once the message is valid (preHandler, after validation): a refused form does not use up the hour.
      config: { rateLimit: { max: opts.config.accessibility.feedbackPerHour, timeWindow: HOUR_MS, hook: 'preHandler' } },
      schema: {
        tags: ['careers'],
        operationId: 'sendAccessibilityFeedback',
        summary: 'Report an accessibility problem, ask for an adjustment or for the application in another format',
        description: withRefusals(
          'Anyone may send it (no account needed). It is mailed to the accessibility contact and acknowledged to the sender in their language with a reference and the reply time promised. Limited per address per hour (ACCESSIBILITY_FEEDBACK_PER_HOUR): 429 with Retry-After beyond.',
          'phone_required',
        ),
        body: ref(AccessibilityFeedbackInputSchema),
        response: { 201: ref(AccessibilityFeedbackReceiptSchema), ...errors(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await feedback.send(request.body)),
  );

  app.get(
    '/careers/admin/accessibility-feedback',
    {
      ...staff,
      schema: {
        ...staffSchema,
        operationId: 'listAccessibilityFeedback',
        summary: 'What people sent with the accessibility form, newest first: filters by status and kind, text search, counts per status',
        querystring: ref(AccessibilityFeedbackQuerySchema),
        response: { 200: ref(AccessibilityFeedbackListSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => feedback.list(request, request.query),
  );

  app.post(
    '/careers/admin/accessibility-feedback/:id/resolve',
    {
      ...staff,
      schema: {
        ...staffSchema,
        operationId: 'resolveAccessibilityFeedback',
        summary: 'Mark an accessibility feedback item handled, with an optional note of what was done',
        description: withRefusals('', 'feedback_not_found', 'feedback_already_handled'),
        params: ref(AccessibilityFeedbackIdParamsSchema),
        body: ref(ResolveAccessibilityFeedbackSchema),
        response: { 200: ref(AccessibilityFeedbackSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => feedback.resolve(request, request.params.id, request.body.note),
  );
}
