import type { components } from '../../../api/schema';

type ApplicationSummary = components['schemas']['ApplicationSummary'];
type Completeness = components['schemas']['ProfileCompleteness'];

/** What an applicant should do next, most pressing first. */
export type NextStep =
  | { kind: 'activate' }
  | { kind: 'continue-draft'; applicationId: number; jobTitle: string }
  | { kind: 'complete-details'; percent: number }
  | { kind: 'follow-applications'; count: number }
  | { kind: 'browse-jobs' };

export interface ApplicantSituation {
  status: 'pending' | 'active';
  /** Newest first, as the API lists them. */
  applications: readonly ApplicationSummary[];
  completeness: Completeness | null;
}

/**
 * The applicant's next steps in order: activate a pending account, continue the draft they left
 * (the newest one whose job is still open), complete their details, follow the applications they
 * sent; browsing the open jobs is always last.
 */
export function nextSteps({ status, applications, completeness }: ApplicantSituation): NextStep[] {
  const steps: NextStep[] = [];
  if (status === 'pending') steps.push({ kind: 'activate' });
  const draft = applications.find((a) => a.status === 'draft' && a.job.open);
  if (draft) steps.push({ kind: 'continue-draft', applicationId: draft.id, jobTitle: draft.job.title });
  if (completeness && !completeness.complete) steps.push({ kind: 'complete-details', percent: completeness.percent });
  const sent = applications.filter((a) => a.status !== 'draft' && a.status !== 'withdrawn');
  if (sent.length) steps.push({ kind: 'follow-applications', count: sent.length });
  steps.push({ kind: 'browse-jobs' });
  return steps;
}
