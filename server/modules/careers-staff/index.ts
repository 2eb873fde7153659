import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import careersStaffRoutes from './routes.js';
import { careersStaffSchemas } from './schemas.js';
import { StaffService } from './service.js';
import { runStaffInactivity } from './inactivity.js';

/** How often the inactivity rule is applied (once across the instances). */
const INACTIVITY_MS = 3_600_000;

/** The inactivity task, then the routes. */
async function careersStaff(fastify: FastifyInstance, opts: ModuleOptions) {
  const staff = new StaffService(fastify, opts.config);
  fastify.scheduler.every('staff-inactivity', INACTIVITY_MS, async () => {
    const { warned, lapsed } = await runStaffInactivity(fastify, opts.config, staff);
    if (warned.length || lapsed.length) fastify.log.info({ warned: warned.length, lapsed: lapsed.length }, 'staff inactivity applied');
  });
  await fastify.register(careersStaffRoutes, opts);
}

/** Staff accounts (invitations, grants, deactivation, inactivity) and the jobs' hiring teams. */
export const careersStaffModule: ApiModule = { name: 'careers-staff', routes: careersStaff, schemas: careersStaffSchemas };

/** For tests and operators: apply the inactivity rule now. */
export { runStaffInactivity, INACTIVITY_REASON } from './inactivity.js';
export { StaffService } from './service.js';
