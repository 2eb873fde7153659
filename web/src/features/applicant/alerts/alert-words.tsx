import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/schema';
import { DEPARTMENT_LABELS, EMPLOYMENT_TYPE_LABELS, SITE_LABELS, WORKING_PATTERN_LABELS, wordFor } from '../../../lib/careers-vocabulary';
import * as paths from '../../../../../common/paths';
import { EDIT_ALERT_PARAMS } from '../../../../../common/board-params';

export type JobAlert = components['schemas']['JobAlert'];
type Criteria = JobAlert['criteria'];

/** The saved search as the board's URL: "edit the search" opens it there. */
export function searchHref(criteria: Criteria, edit?: { id: number; token?: string }): string {
  const params = new URLSearchParams();
  if (criteria.q) params.set('q', criteria.q);
  for (const key of ['department', 'location', 'employmentType', 'workingPattern'] as const) for (const value of criteria[key] ?? []) params.append(key, value);
  // The board then offers to update this alert with the search as changed there, instead of saving a new one.
  if (edit) params.set(EDIT_ALERT_PARAMS.id, String(edit.id));
  if (edit?.token) params.set(EDIT_ALERT_PARAMS.token, edit.token);
  const query = params.toString();
  return query ? `${paths.careers.jobs}?${query}` : paths.careers.jobs;
}

/** The search of an alert in plain words: "nurse · Nursing, Surgery · Full-time". */
export function CriteriaWords({ criteria }: { criteria: Criteria }) {
  const { i18n } = useLingui();
  const parts = [
    criteria.q ? `“${criteria.q}”` : null,
    criteria.department?.map((d) => i18n._(DEPARTMENT_LABELS[d])).join(', '),
    criteria.location?.map((l) => wordFor(i18n, SITE_LABELS, l)).join(', '),
    criteria.employmentType?.map((e) => i18n._(EMPLOYMENT_TYPE_LABELS[e])).join(', '),
    criteria.workingPattern?.map((w) => i18n._(WORKING_PATTERN_LABELS[w])).join(', '),
  ].filter(Boolean);
  return <span>{parts.length ? parts.join(' · ') : <Trans>Every open job</Trans>}</span>;
}

/** The status of an alert in words. */
export function StatusWords({ status }: { status: JobAlert['status'] }) {
  if (status === 'active') return <Trans>Active</Trans>;
  if (status === 'paused') return <Trans>Paused</Trans>;
  if (status === 'pending') return <Trans>Waiting for confirmation</Trans>;
  return <Trans>Unsubscribed</Trans>;
}

/** The frequency in words. */
export function FrequencyWords({ frequency }: { frequency: JobAlert['frequency'] }) {
  return frequency === 'daily' ? <Trans>Daily</Trans> : <Trans>Weekly</Trans>;
}
