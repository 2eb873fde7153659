import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../module.js';
import { registerFixedAnswers } from '../demo-kit/route.js';
import { pricingRoutes } from './pricing-routes.js';
import { DemoAccountSettingsSchema, demoPagesSchemas, DemoSocialProfileSchema } from './schemas.js';
import { seedAccountSettings, seedSocialProfile } from './seed.js';

const TAG = 'demo-pages';

async function demoPagesRoutes(fastify: FastifyInstance) {
  const accountSettings = seedAccountSettings();
  const profile = seedSocialProfile(new Date());

  await pricingRoutes(fastify, TAG);
  registerFixedAnswers(fastify, TAG, [
    {
      url: '/account-setting/data',
      operationId: 'getDemoAccountSettings',
      summary: 'General, info, social and notification settings of the demo account',
      schema: DemoAccountSettingsSchema,
      answer: () => accountSettings,
    },
    { url: '/profile/data', operationId: 'getDemoSocialProfile', summary: 'The social profile page', schema: DemoSocialProfileSchema, answer: () => profile },
  ]);
}

export const demoPagesModule: ApiModule = {
  name: 'demo-pages',
  routes: demoPagesRoutes,
  schemas: demoPagesSchemas,
  tags: [{ name: TAG, description: 'Demo: pricing (with the choice of plan), account settings and profile pages' }],
};
