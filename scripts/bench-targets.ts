import type { FastifyInstance } from 'fastify';

export interface BenchContext {
  /** Bearer token of the demo administrator. */
  adminToken: string;
}

export interface BenchTarget {
  name: string;
  path: string | ((ctx: BenchContext) => string);
  headers?: (ctx: BenchContext) => Record<string, string>;
}

/** Runs once before the server starts, on the same data directory (seed bulk data here). */
export type BenchSetup = (app: FastifyInstance) => Promise<void>;

const asAdmin = (ctx: BenchContext) => ({ authorization: `Bearer ${ctx.adminToken}` });
const browser = { 'accept-encoding': 'br, gzip' };

export const setups: BenchSetup[] = [];

export const targets: BenchTarget[] = [
  { name: 'GET / (SPA index)', path: '/', headers: () => browser },
  { name: 'GET deep link /careers/job/1', path: '/careers/job/1', headers: () => browser },
  { name: 'GET /api/health (database)', path: '/api/health' },
  { name: 'GET /api/auth/me (small JSON, signed in)', path: '/api/auth/me', headers: asAdmin },
];
