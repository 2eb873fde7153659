import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from './format';
import { Block } from './application-parts';
import { StatusName } from './status-name';
import type { AdminApplicationEvent } from './vocabulary';

function TimelineEntry({ event }: { event: AdminApplicationEvent }) {
  const { i18n } = useLingui();
  const internal = !event.visibleToApplicant;
  return (
    <li className={`application-event${internal ? ' application-event--internal' : ''}`}>
      <div className="application-event__head">
        <time dateTime={event.at}>{formatDateTime(event.at, i18n.locale)}</time>
        {event.actorName ? <span> · {event.actorName}</span> : null}
        {internal ? (
          <span className="application-badge">
            <Trans>Internal</Trans>
          </span>
        ) : null}
        {event.notified ? (
          <span className="application-muted">
            {' '}
            · <Trans>Applicant notified</Trans>
          </span>
        ) : null}
      </div>
      {event.toStatus ? (
        <p className="application-event__move">
          {event.fromStatus ? (
            <>
              <StatusName status={event.fromStatus} badge={false} /> → <StatusName status={event.toStatus} badge={false} />
            </>
          ) : (
            <StatusName status={event.toStatus} badge={false} />
          )}
        </p>
      ) : null}
      {event.reason ? (
        <p>
          <Trans>Reason:</Trans> {event.reason}
        </p>
      ) : null}
      {event.note ? <p className="application-text">{event.note}</p> : null}
    </li>
  );
}

/** Every event of the application, internal notes included. */
export function Timeline({ events }: { events: AdminApplicationEvent[] }) {
  return (
    <Block id="application-timeline" title={<Trans>Timeline</Trans>}>
      <ol className="application-timeline">
        {events.map((event) => (
          <TimelineEntry key={event.id} event={event} />
        ))}
      </ol>
    </Block>
  );
}
