import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import careersInterviewsRoutes from './routes.js';
import { careersInterviewsSchemas } from './schemas.js';
import { interviewAssessmentSchemas } from './schemas-assessment.js';
import { REMINDER_INTERVAL_MS, runInterviewReminders } from './reminders.js';
import { seedDemoInterviews } from './seed-demo.js';

/** The reminder task (once across the instances), then the routes. */
async function careersInterviews(fastify: FastifyInstance, opts: ModuleOptions) {
  fastify.scheduler.every('interview-reminders', REMINDER_INTERVAL_MS, async () => {
    const reminded = await runInterviewReminders(fastify, opts.config);
    if (reminded.length) fastify.log.info({ reminded: reminded.length }, 'interview reminders queued');
  });
  await fastify.register(careersInterviewsRoutes, opts);
}

/** Interviews (issue 28): rounds and slots, invitations, the applicant's booking, calendar invitations, reminders. */
export const careersInterviewsModule: ApiModule = {
  name: 'careers-interviews',
  routes: careersInterviews,
  schemas: [...careersInterviewsSchemas, ...interviewAssessmentSchemas],
  async onReady(app, config) {
    if (config.seedDemo && (await seedDemoInterviews(app.db, config.alertsTimeZone))) app.log.info('demo interview round seeded');
  },
};

/** For tests and operators: send the reminders due now. */
export { runInterviewReminders } from './reminders.js';
