import { isCleared } from '../../../common/offer-rules.js';
import type { CheckTypeRow, OfferCheckRow, OfferRow } from './repo.js';
import type { Offer, OfferCheck } from './schemas.js';

/** The answers of the offers API, built from rows. Health notes only reach occupational health. */

const iso = (d: Date | null) => d?.toISOString() ?? null;
const FALLBACK_LABELS = (key: string) => ({ en: key, fr: key, de: key, pt: key });

/** Today as `YYYY-MM-DD` (UTC), the calendar every date of an offer is compared in. */
export const today = () => new Date().toISOString().slice(0, 10);

export function toCheck(row: OfferCheckRow, types: Map<string, CheckTypeRow>, withHealthNote: boolean): OfferCheck {
  const type = types.get(row.checkTypeKey);
  const open = row.status === 'requested' || row.status === 'received';
  return {
    id: row.id,
    checkTypeKey: row.checkTypeKey,
    labels: type?.labels ?? FALLBACK_LABELS(row.checkTypeKey),
    category: type?.category ?? 'other',
    evidence: type?.evidence ?? 'document',
    owner: row.owner,
    status: row.status,
    dueOn: row.dueOn,
    overdue: open && row.dueOn !== null && row.dueOn < today(),
    documentId: row.documentId,
    referenceNumber: row.referenceNumber,
    level: row.level,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    outcome: row.outcome,
    adjustments: row.adjustments,
    ...(withHealthNote ? { healthNote: row.healthNote } : {}),
    waiverReason: row.waiverReason,
    waiverRequestedBy: row.waiverRequestedBy,
    waiverApprovedBy: row.waiverApprovedBy,
  };
}

/** The keys of the checks that keep the offer conditional (neither met nor waived). */
export const blockersOf = (checks: OfferCheckRow[]) => checks.filter((c) => !isCleared(c.status)).map((c) => c.checkTypeKey);

export interface OfferParts {
  offer: OfferRow;
  job: { title: string; salaryCurrency: string };
  checks: OfferCheckRow[];
  types: Map<string, CheckTypeRow>;
  approvals: { approverId: number; name: string; approvedAt: Date }[];
  versions: OfferRow[];
  withHealthNotes: boolean;
}

export function toOffer({ offer, job, checks, types, approvals, versions, withHealthNotes }: OfferParts): Offer {
  return {
    id: offer.id,
    applicationId: offer.applicationId,
    jobId: offer.jobId,
    jobTitle: job.title,
    currency: job.salaryCurrency,
    version: offer.version,
    status: offer.status,
    terms: offer.terms,
    respondBy: offer.respondBy,
    changes: offer.changes,
    approvalsRequired: offer.approvalsRequired,
    approvals: approvals.map((a) => ({ ...a, approvedAt: a.approvedAt.toISOString() })),
    overPosts: offer.overPosts,
    sentAt: iso(offer.sentAt),
    acceptedAt: iso(offer.acceptedAt),
    declinedAt: iso(offer.declinedAt),
    declineReason: offer.declineReason,
    withdrawnAt: iso(offer.withdrawnAt),
    withdrawalReason: offer.withdrawalReason,
    unconditionalAt: iso(offer.unconditionalAt),
    startDate: offer.startDate,
    startConfirmedAt: iso(offer.startConfirmedAt),
    checks: checks.map((c) => toCheck(c, types, withHealthNotes)),
    blockers: blockersOf(checks),
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      status: v.status,
      terms: v.terms,
      respondBy: v.respondBy,
      changes: v.changes,
      createdAt: v.createdAt.toISOString(),
      sentAt: iso(v.sentAt),
      acceptedAt: iso(v.acceptedAt),
    })),
  };
}
