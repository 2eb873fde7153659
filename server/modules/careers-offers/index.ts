import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import careersOffersRoutes from './routes.js';
import myOfferRoutes from './routes-applicant.js';
import { careersOffersSchemas } from './schemas.js';

async function routes(fastify: FastifyInstance, opts: ModuleOptions) {
  await careersOffersRoutes(fastify, opts);
  await myOfferRoutes(fastify);
}

/** Offers and pre-employment checks (issue 29): the check catalogue, offers and their versions, checks, "Your offer". */
export const careersOffersModule: ApiModule = { name: 'careers-offers', routes, schemas: careersOffersSchemas };

/** The references module's seam: marks the checks of a category (e.g. `references`) on an application's live offer. */
export { markChecksOfCategory } from './service-checks.js';
