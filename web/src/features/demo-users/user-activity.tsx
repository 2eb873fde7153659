import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EmptyState } from '../../components/page-states';
import { PLAN_LABELS, ROLE_LABELS, STATUS_LABELS, type UserActivity } from './vocabulary';

const VALUE_LABELS: Record<string, MessageDescriptor> = { ...ROLE_LABELS, ...PLAN_LABELS, ...STATUS_LABELS };

/** The user's recent activity, newest first, in words and in the reader's time zone. */
export function UserActivityCard({ activity }: { activity: UserActivity[] }) {
  const { t, i18n } = useLingui();
  const value = (v: string | undefined) => (v && VALUE_LABELS[v] ? i18n._(VALUE_LABELS[v]) : (v ?? ''));
  const describe = (entry: UserActivity) => {
    const from = value(entry.from);
    const to = value(entry.to);
    switch (entry.kind) {
      case 'created':
        return t`Account created`;
      case 'signed_in':
        return t`Signed in`;
      case 'updated':
        return t`Details updated`;
      case 'role_changed':
        return t`Role changed from ${from} to ${to}`;
      case 'plan_changed':
        return t`Plan changed from ${from} to ${to}`;
      case 'status_changed':
        return t`Status changed from ${from} to ${to}`;
      case 'avatar_changed':
        return t`New picture uploaded`;
      case 'avatar_removed':
        return t`Picture removed`;
    }
  };
  return (
    <section className="demo-card" aria-labelledby="user-activity-title">
      <h2 id="user-activity-title">
        <Trans>Activity</Trans>
      </h2>
      {activity.length === 0 ? (
        <EmptyState>
          <Trans>No activity yet.</Trans>
        </EmptyState>
      ) : (
        <ol className="user-timeline">
          {activity.map((entry) => (
            <li key={`${entry.at}-${entry.kind}`} className={`user-timeline__item user-timeline__item--${entry.kind}`}>
              <span className="user-timeline__what">{describe(entry)}</span>
              <time dateTime={entry.at} className="user-timeline__when">
                {i18n.date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
