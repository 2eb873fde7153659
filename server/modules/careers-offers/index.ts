import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import careersOffersRoutes from './routes.js';
import myOfferRoutes from './routes-applicant.js';
import { careersOffersSchemas } from './schemas.js';
import { runOfferNotices } from './notices.js';
import { seedDemoOffer } from './seed-demo.js';

/** How often the offers' notices are looked for (once across the instances). */
const NOTICES_MS = 3_600_000;

async function routes(fastify: FastifyInstance, opts: ModuleOptions) {
  fastify.scheduler.every('offer-notices', NOTICES_MS, async () => {
    const counts = await runOfferNotices(fastify, opts.config);
    if (counts.reminded + counts.expired + counts.followedUp) fastify.log.info(counts, 'offer notices sent');
  });
  await careersOffersRoutes(fastify, opts);
  await myOfferRoutes(fastify, opts);
}

/** Offers and pre-employment checks (issue 29): the check catalogue, offers and their versions, checks, "Your offer". */
export const careersOffersModule: ApiModule = {
  name: 'careers-offers',
  routes,
  schemas: careersOffersSchemas,
  async onReady(app, config) {
    if (config.seedDemo && (await seedDemoOffer(app.db))) app.log.info('demo offer seeded');
  },
};

/** The references module's seam: marks the checks of a category (e.g. `references`) on an application's live offer. */
export { markChecksOfCategory } from './service-checks.js';
/** For tests and operators: send the offers' due notices now. */
export { runOfferNotices } from './notices.js';
