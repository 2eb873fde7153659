import { Plural, Trans } from '@lingui/react/macro';
import type { AnalyticsDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';

type Entry = AnalyticsDashboard['timeline'][number];

function EntryText({ entry, formats: f }: { entry: Entry; formats: Formats }) {
  const count = entry.count ?? 0;
  switch (entry.kind) {
    case 'invoices-paid':
      return (
        <>
          <p className="dash-timeline__title">
            <Plural value={count} one="# invoice has been paid" other="# invoices have been paid" />
          </p>
          <p className="dash-muted">
            <Trans>The payments have reached the company's account.</Trans>
          </p>
        </>
      );
    case 'client-meeting': {
      const person = entry.person ?? '';
      const time = f.time(entry.time);
      return (
        <>
          <p className="dash-timeline__title">
            <Trans>Client meeting</Trans>
          </p>
          <p className="dash-muted">
            <Trans>
              Project meeting with {person} at {time}
            </Trans>
          </p>
        </>
      );
    }
    default:
      return (
        <>
          <p className="dash-timeline__title">
            <Trans>New project for a client</Trans>
          </p>
          <p className="dash-muted">
            <Plural value={count} one="# file added to the new design folder" other="# files added to the new design folder" />
          </p>
        </>
      );
  }
}

/** The latest activity, newest first, with how long ago each happened. */
export function TimelineCard({ entries, formats: f }: { entries: Entry[] | undefined; formats: Formats }) {
  return (
    <DashCard span={4} title={<Trans>Timeline</Trans>}>
      {!entries ? (
        <CardSkeleton chart={false} lines={6} />
      ) : (
        <ol className="dash-timeline">
          {entries.map((entry, i) => (
            <li key={entry.id} className={`dash-timeline__item dash-tint-${i}`}>
              <div className="dash-timeline__head">
                <EntryText entry={entry} formats={f} />
                <time dateTime={entry.time} title={f.dateTime(entry.time)} className="dash-muted dash-timeline__time">
                  {f.relative(entry.time)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </DashCard>
  );
}
