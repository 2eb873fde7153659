/**
 * The application statuses and who may move an application between them (careers.md,
 * "Applications"): one table for the server (which refuses anything not listed, 409), the SPA
 * (the buttons it offers) and the e-mails. Pure. The labels are per audience: the SPA's in
 * web/src/lib/careers-vocabulary.ts (the applicant's) and careers-admin/applications/vocabulary.ts
 * (the staff's), the e-mails' in server/lib/application-status-text.ts.
 */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'under_review', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ActorRole = 'applicant' | 'admin';

/** Statuses nothing leaves but an administrator's reopen (rejected). */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/** The statuses an administrator sees in the list (drafts stay private to the applicant). */
export const REVIEW_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((s) => s !== 'draft');

const ADMIN_MOVES: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  submitted: ['under_review'],
  under_review: ['shortlisted', 'rejected'],
  shortlisted: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  rejected: ['under_review'],
};

/** Where an administrator may move an application that is `from`; empty when nowhere. */
export const allowedMoves = (from: ApplicationStatus): ApplicationStatus[] => [...(ADMIN_MOVES[from] ?? [])];

/** Where `role` may move an application that is `from`; empty when nowhere. */
export function allowedTransitions(from: ApplicationStatus, role: ActorRole): ApplicationStatus[] {
  if (role === 'admin') return allowedMoves(from);
  const moves: ApplicationStatus[] = [];
  if (from === 'draft') moves.push('submitted');
  // At offer, the applicant answers the offer instead (declining withdraws the application); see `offer_in_progress`.
  if (!FINAL_STATUSES.includes(from) && from !== 'offer') moves.push('withdrawn');
  return moves;
}

export interface TransitionCheck {
  ok: boolean;
  /** 409: not an allowed move; 400: allowed but incomplete (a reason is missing). */
  status?: 400 | 409;
  /** invalid_transition (409) or reason_required (400). */
  code?: 'invalid_transition' | 'reason_required';
  message?: string;
}

/** A reason is required to reject and to reopen (rejected → under_review). */
export const needsReason = (from: ApplicationStatus, to: ApplicationStatus) => to === 'rejected' || (from === 'rejected' && to === 'under_review');

export function checkTransition(from: ApplicationStatus, to: ApplicationStatus, role: ActorRole, reason?: string | null): TransitionCheck {
  if (!allowedTransitions(from, role).includes(to)) {
    const allowed = allowedTransitions(from, role);
    const hint = allowed.length ? ` From ${from} it can go to: ${allowed.join(', ')}.` : ' No change is possible from this status.';
    return { ok: false, status: 409, code: 'invalid_transition', message: `An application that is ${from} cannot be moved to ${to}.${hint}` };
  }
  if (needsReason(from, to) && !reason?.trim()) {
    return { ok: false, status: 400, code: 'reason_required', message: to === 'rejected' ? 'Give a reason for the rejection.' : 'Give a reason for reopening this application.' };
  }
  return { ok: true };
}

/** Whether the applicant sees this move on their timeline (all status changes; notes never). */
export const visibleToApplicant = (to: ApplicationStatus) => to !== 'draft';

/** What the applicant should do or expect next, as a key the SPA translates. */
export type NextStep = 'complete-and-submit' | 'job-closed' | 'await-review' | 'await-decision' | 'prepare-interview' | 'respond-to-offer' | 'none';

export function nextStep(status: ApplicationStatus, jobOpen: boolean): NextStep {
  switch (status) {
    case 'draft':
      return jobOpen ? 'complete-and-submit' : 'job-closed';
    case 'submitted':
    case 'under_review':
      return 'await-review';
    case 'shortlisted':
      return 'await-decision';
    case 'interview':
      return 'prepare-interview';
    case 'offer':
      return 'respond-to-offer';
    default:
      return 'none';
  }
}
