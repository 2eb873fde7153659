import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { AppConfig } from '../config.js';

export interface ModuleOptions {
  config: AppConfig;
}

/** One API area: its routes (mounted under /api), its named schemas (components), its tags. */
export interface ApiModule {
  name: string;
  routes: FastifyPluginAsync<ModuleOptions>;
  schemas: TSchema[];
  tags?: { name: string; description: string }[];
  /** Runs once the app is ready (seeding). */
  onReady?(app: FastifyInstance, config: AppConfig): Promise<void>;
}
