import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import { demoAccountStore } from '../demo-account/index.js';
import { profileRoutes } from './profile-routes.js';
import { demoProfileSchemas } from './profile-schemas.js';
import { DemoProfileStore } from './profile-store.js';

const TAG = 'demo-profile';

export const demoProfileModule: ApiModule = {
  name: 'demo-profile',
  routes: async (fastify: FastifyInstance, { config }: ModuleOptions) =>
    profileRoutes(fastify, { store: new DemoProfileStore(new Date(), demoAccountStore(fastify.db, config)), tag: TAG }),
  schemas: demoProfileSchemas,
  tags: [{ name: TAG, description: 'Demo: the social profile page' }],
};
