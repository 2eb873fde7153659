import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../module.js';
import { cloneSeed } from '../demo-kit/list.js';
import { registerFixedAnswers } from '../demo-kit/route.js';
import { PRICING } from './pricing-seed.js';
import { DemoAccountSettingsSchema, demoPagesSchemas, DemoPricingSchema, DemoSocialProfileSchema } from './schemas.js';
import { seedAccountSettings, seedSocialProfile } from './seed.js';

const TAG = 'demo-pages';

async function demoPagesRoutes(fastify: FastifyInstance) {
  const pricing = cloneSeed(PRICING);
  const accountSettings = seedAccountSettings();
  const profile = seedSocialProfile(new Date());

  registerFixedAnswers(fastify, TAG, [
    { url: '/pricing/data', operationId: 'getDemoPricing', summary: 'The three plans and pricing questions', schema: DemoPricingSchema, answer: () => pricing },
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
  tags: [{ name: TAG, description: 'Demo: pricing, account settings and profile pages (read-only)' }],
};
