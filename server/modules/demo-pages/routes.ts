import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import { cloneSeed } from '../demo-kit/list.js';
import { registerFixedAnswers } from '../demo-kit/route.js';
import { accountSettingRoutes } from './account-routes.js';
import { demoAccountSchemas } from './account-schemas.js';
import { DemoAccountStore } from './account-store.js';
import { PRICING } from './pricing-seed.js';
import { profileRoutes } from './profile-routes.js';
import { demoProfileSchemas } from './profile-schemas.js';
import { DemoProfileStore } from './profile-store.js';
import { demoPagesSchemas, DemoPricingSchema } from './schemas.js';

const TAG = 'demo-pages';

async function demoPagesRoutes(fastify: FastifyInstance, { config }: ModuleOptions) {
  const pricing = cloneSeed(PRICING);

  registerFixedAnswers(fastify, TAG, [
    { url: '/pricing/data', operationId: 'getDemoPricing', summary: 'The three plans and pricing questions', schema: DemoPricingSchema, answer: () => pricing },
  ]);

  const accounts = new DemoAccountStore(fastify.db, { failuresPerAccount: config.loginFailuresPerAccount, windowMs: config.loginFailureWindowSeconds * 1000 });
  await accountSettingRoutes(fastify, { store: accounts, tag: TAG });
  await profileRoutes(fastify, { store: new DemoProfileStore(new Date(), accounts), tag: TAG });
}

export const demoPagesModule: ApiModule = {
  name: 'demo-pages',
  routes: demoPagesRoutes,
  schemas: [...demoPagesSchemas, ...demoAccountSchemas, ...demoProfileSchemas],
  tags: [{ name: TAG, description: 'Demo: pricing, account settings (per user) and the social profile page' }],
};
