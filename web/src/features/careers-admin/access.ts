import { useMemo } from 'react';
import { subject } from '@casl/ability';
import { unpackRules } from '@casl/ability/extra';
import { buildAbility, type AbilityRule, type AppAbility } from '../../../../common/ability';
import { $api } from '../../lib/query';
import { useAbility } from '../../state/session';
import { retryUnanswered } from './api';

/**
 * The careers administration's mirror of the server's rules: the caller's packed rules
 * (`GET /api/auth/ability`, the rules the server enforces now, its inverted ones included), and
 * row-level subjects, so that a screen offers only what the server would allow on *that* row.
 * Never a type-level check alone where a rule has conditions: `can('update', 'Application')` is
 * true as soon as any conditional rule exists. The server decides; this only hides dead buttons.
 */
export function useStaffAbility(): AppAbility {
  const session = useAbility();
  const { data } = $api.useQuery('get', '/api/auth/ability', {}, { retry: retryUnanswered, staleTime: 30_000 });
  // Until the rules arrive (or when the answer is not a rule list), the session's rules stand in.
  return useMemo(() => (Array.isArray(data) ? buildAbility(unpackRules(data as never) as AbilityRule[]) : session), [data, session]);
}

/** An application as the rules see it (its job's department included). */
export const applicationRow = (a: { id: number; status: string; job: { id: number; department?: string | null }; applicant: { id: number | null } }) =>
  subject('Application', { id: a.id, jobId: a.job.id, status: a.status, applicantId: a.applicant.id, department: a.job.department ?? null });

/** A job as the rules see it. */
export const jobRow = (job: { id: number; department: string | null }) => subject('Job', { id: job.id, department: job.department });
