import { Plural, Trans } from '@lingui/react/macro';
import { Calendar, MapPin } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { PersonAvatar } from '../../../components/person-avatar';
import type { EcommerceDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { dateFormat } from '../../../lib/date-format';

type Meetup = EcommerceDashboard['meetup'];

/** The next meetup: when, where, and who comes. */
export function MeetupCard({ meetup, formats: f, locale }: { meetup: Meetup | undefined; formats: Formats; locale: string }) {
  if (!meetup) {
    return (
      <DashCard span={4} title={<Trans>Meetup</Trans>}>
        <CardSkeleton chart={false} lines={5} />
      </DashCard>
    );
  }
  const start = new Date(meetup.start);
  const others = meetup.attendeesTotal - meetup.attendees.length;
  const when = dateFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).formatRange(start, new Date(meetup.end));
  return (
    <DashCard span={4} title={meetup.title}>
      <div className="dash-meetup">
        <p className="dash-meetup__date" aria-hidden="true">
          <span>{dateFormat(locale, { month: 'short' }).format(start)}</span>
          <strong>{dateFormat(locale, { day: 'numeric' }).format(start)}</strong>
        </p>
        <p>{meetup.description}</p>
      </div>
      <ul className="dash-meetup__facts">
        <li>
          <Icon icon={Calendar} size={18} />
          <time dateTime={meetup.start}>{when}</time>
        </li>
        <li>
          <Icon icon={MapPin} size={18} />
          <span>{meetup.location}</span>
        </li>
      </ul>
      <div className="dash-meetup__people">
        <p className="dash-muted">
          <Plural value={meetup.attendeesTotal} one="# person is coming" other="# people are coming" />
        </p>
        <ul className="dash-avatars">
          {meetup.attendees.map((person) => (
            <li key={person.name}>
              <PersonAvatar name={person.name} src={person.avatar} labelled size={32} />
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <span className="dash-muted">
            <Trans>and {f.number(others)} more</Trans>
          </span>
        ) : null}
      </div>
    </DashCard>
  );
}
