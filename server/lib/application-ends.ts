import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/connection.js';

/** What another module does, in the same transaction, when an application's offer is withdrawn or the application ends. */
export type EndingWork = (ctx: { app: FastifyInstance; config: AppConfig; tx: Database }, applicationId: number) => Promise<void>;

const works = new Set<EndingWork>();

/**
 * Registers work to do when an application ends (its offer withdrawn, the application withdrawn or
 * declined). The modules that end applications cannot import the ones that react (the references
 * module imports the offers module), so the reactions are wired once, in server/modules/index.ts.
 */
export function whenApplicationEnds(work: EndingWork): void {
  works.add(work);
}

/** Runs every registered work for `applicationId` in `tx` (a failure rolls the ending back). */
export async function applicationEnded(ctx: { app: FastifyInstance; config: AppConfig; tx: Database }, applicationId: number): Promise<void> {
  for (const work of works) await work(ctx, applicationId);
}
