import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import { accountSettingRoutes } from './account-routes.js';
import { demoAccountSchemas } from './account-schemas.js';
import { demoAccountStore } from './index.js';

const TAG = 'demo-account';

export const demoAccountModule: ApiModule = {
  name: 'demo-account',
  routes: async (fastify: FastifyInstance, { config }: ModuleOptions) => accountSettingRoutes(fastify, { store: demoAccountStore(fastify.db, config), tag: TAG }),
  schemas: demoAccountSchemas,
  tags: [{ name: TAG, description: 'Demo: the account settings page (per user)' }],
};
