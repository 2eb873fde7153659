import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../module.js';
import { pricingRoutes } from './pricing-routes.js';
import { demoPricingSchemas } from './pricing-schemas.js';

const TAG = 'demo-pricing';

export const demoPricingModule: ApiModule = {
  name: 'demo-pricing',
  routes: async (fastify: FastifyInstance) => pricingRoutes(fastify, TAG),
  schemas: demoPricingSchemas,
  tags: [{ name: TAG, description: 'Demo: the pricing page, with the choice of plan' }],
};
