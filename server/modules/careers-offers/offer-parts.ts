import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applications } from '../../db/schema.js';
import { checkTypeMap } from './service-catalogue.js';
import { approvalsOf, checksOf, versionsOf, type OfferRow } from './repo.js';
import { toOffer } from './views.js';
import type { Offer } from './schemas.js';

/** An offer with its checks, approvals and versions, as its answer. */
export async function offerAnswer(db: Database, offer: OfferRow, job: { title: string; salaryCurrency: string }, audience: { healthNotes: boolean; applicant?: boolean }): Promise<Offer> {
  const [checks, types, approvals, versions] = await Promise.all([checksOf(db, offer.id), checkTypeMap(db), approvalsOf(db, offer.id), versionsOf(db, offer.applicationId)]);
  const answer = toOffer({ offer, job, checks, types, approvals, versions, withHealthNotes: audience.healthNotes });
  if (!audience.applicant) return answer;
  // The applicant sees the terms, versions they were sent, and their checks; not who approved or how many posts are filled.
  return {
    ...answer,
    approvals: [],
    approvalsRequired: 0,
    overPosts: false,
    checks: answer.checks.map((c) => ({ ...c, waiverRequestedBy: null, waiverApprovedBy: null, waiverReason: null })),
    versions: answer.versions.filter((v) => v.status !== 'draft'),
  };
}

/** Locks the application's row for the rest of the transaction: offers of one application are made one at a time. */
export async function lockApplication(tx: Database, applicationId: number) {
  const [row] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId)).for('update');
  return row;
}

/** `date` plus `days`, as `YYYY-MM-DD`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The moment an offer's step is stamped with. */
export const now = () => new Date();
