/**
 * The vocabulary of offers and pre-employment checks (issue 29), shared by the database schema,
 * the API and the SPA. Pure.
 */

export const CHECK_CATEGORIES = ['identity', 'right_to_work', 'registration', 'qualifications', 'references', 'health', 'criminal_record', 'integrity', 'other'] as const;
export type CheckCategory = (typeof CHECK_CATEGORIES)[number];

/** What a check takes as evidence: a document the applicant uploads, a number with its issue date, or an outcome. */
export const CHECK_EVIDENCE = ['document', 'number', 'outcome'] as const;
export type CheckEvidence = (typeof CHECK_EVIDENCE)[number];

/** Who carries a check out. */
export const CHECK_OWNERS = ['hr', 'occupational_health'] as const;
export type CheckOwner = (typeof CHECK_OWNERS)[number];

export const CHECK_STATUSES = ['requested', 'received', 'met', 'not_met', 'waived'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
/** The statuses of a check still to be settled: the checks board lists these. */
export const OPEN_CHECK_STATUSES = ['requested', 'received', 'not_met'] as const satisfies readonly CheckStatus[];
/** The checks board's sort keys; `dueOn` (soonest first, overdue ones at the top) is the default. */
export const CHECK_BOARD_SORTS = ['dueOn', 'applicant', 'job', 'status'] as const;

/** The outcomes a check records: occupational health's three, a criminal record check's two. */
export const HEALTH_OUTCOMES = ['fit', 'fit_with_adjustments', 'not_fit'] as const;
export const RECORD_OUTCOMES = ['clear', 'not_clear'] as const;
export const CHECK_OUTCOMES = [...HEALTH_OUTCOMES, ...RECORD_OUTCOMES] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/**
 * An offer's life inside the application's `offer` status: draft → sent → accepted → unconditional
 * → started (the application is hired), or declined / expired / withdrawn; a version replaced by a
 * newer one is superseded.
 */
export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn', 'unconditional', 'started', 'superseded'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The statuses of a live offer: at most one per application; the manual status move is closed meanwhile. */
export const LIVE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'sent', 'accepted', 'unconditional'];

export const CONTRACT_TYPES = ['permanent', 'fixed_term', 'bank', 'locum'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** The terms of an offer; every version keeps its own. */
export interface OfferTerms {
  grade: string;
  /** A yearly salary in the job's currency, or null when the band and point say it. */
  salary: number | null;
  band: string;
  point: string;
  hoursPerWeek: number;
  workingPattern: string;
  contractType: ContractType;
  site: string;
  proposedStart: string;
}

export const TERM_FIELDS = ['grade', 'salary', 'band', 'point', 'hoursPerWeek', 'workingPattern', 'contractType', 'site', 'proposedStart'] as const satisfies readonly (keyof OfferTerms)[];

/** What changed between two versions: the term names (and respondBy) whose values differ. */
export function changedTerms(before: OfferTerms & { respondBy: string }, after: OfferTerms & { respondBy: string }): string[] {
  return [...TERM_FIELDS, 'respondBy' as const].filter((k) => before[k] !== after[k]);
}

/** A check stops blocking once met or waived. */
export const isCleared = (status: CheckStatus) => status === 'met' || status === 'waived';
