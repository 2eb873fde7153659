import type { FastifyInstance } from 'fastify';

/**
 * Hooks for the applications area (the next careers issue): what "download my data" adds about an
 * applicant's applications, and what deleting the account erases from them. Until applications
 * exist, there is nothing to add or erase.
 */

/** APPLICATIONS HOOK (export): every application of `userId` with its snapshot and the timeline the applicant sees. */
export async function exportApplications(_app: FastifyInstance, _userId: number): Promise<Record<string, unknown>[]> {
  return [];
}

/** APPLICATIONS HOOK (erase): removes the personal data in the applications of `userId` (snapshots, attachments). */
export async function eraseApplications(_app: FastifyInstance, _userId: number): Promise<void> {}
