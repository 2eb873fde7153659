import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import { accountSettingRoutes } from './account-routes.js';
import { demoAccountSchemas } from './account-schemas.js';
import { DemoAccountStore } from './account-store.js';
import { pricingRoutes } from './pricing-routes.js';
import { profileRoutes } from './profile-routes.js';
import { demoProfileSchemas } from './profile-schemas.js';
import { DemoProfileStore } from './profile-store.js';
import { demoPagesSchemas } from './schemas.js';

const TAG = 'demo-pages';

async function demoPagesRoutes(fastify: FastifyInstance, { config }: ModuleOptions) {
  await pricingRoutes(fastify, TAG);
  const accounts = new DemoAccountStore(fastify.db, { failuresPerAccount: config.loginFailuresPerAccount, windowMs: config.loginFailureWindowSeconds * 1000 });
  await accountSettingRoutes(fastify, { store: accounts, tag: TAG });
  await profileRoutes(fastify, { store: new DemoProfileStore(new Date(), accounts), tag: TAG });
}

export const demoPagesModule: ApiModule = {
  name: 'demo-pages',
  routes: demoPagesRoutes,
  schemas: [...demoPagesSchemas, ...demoAccountSchemas, ...demoProfileSchemas],
  tags: [{ name: TAG, description: 'Demo: pricing (with the choice of plan), account settings (per user) and the social profile page' }],
};
