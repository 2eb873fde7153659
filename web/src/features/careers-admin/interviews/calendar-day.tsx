import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { spellDay, spellTime } from '../../../../../common/interview-time';
import * as paths from '../../../../../common/paths';
import { MODE_LABELS } from '../../../lib/interview-vocabulary';
import type { components } from '../../../api/schema';

export type CalendarInterview = components['schemas']['InterviewCalendar']['items'][number];

/** Where the round's board and the candidate's scorecard (the assessment under the board) sit on the job's interviews page. */
export const boardLink = (i: CalendarInterview) => `${paths.to(paths.careers.adminInterviewRounds, i.job.id)}#interview-round-${i.round.id}`;
export const scorecardLink = (i: CalendarInterview) => `${paths.to(paths.careers.adminInterviewRounds, i.job.id)}#assess-${i.invitationId}`;

function CalendarEntry({ interview: i, timeZone }: { interview: CalendarInterview; timeZone: string }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const nameId = `interview-${i.invitationId}-candidate`;
  const panel = i.panel.map((p) => (p.lead ? t`${p.fullName} (lead)` : p.fullName)).join(', ');
  return (
    <li className="interview-calendar__entry">
      <p className="interview-calendar__time">
        {spellTime(i.startsAt, lang, timeZone)}–{spellTime(i.endsAt, lang, timeZone)}
      </p>
      <div className="interview-calendar__what">
        <h3 id={nameId}>
          {i.candidate}
          {i.onPanel ? <span className="interview-calendar__tag">{t`You are on the panel`}</span> : null}
        </h3>
        <p>
          {i.job.title} <span className="interview-calendar__muted">({i.job.reference})</span> · {i.round.name}
        </p>
        <p>{[i18n._(MODE_LABELS[i.round.mode]), i.round.mode === 'in_person' ? i.round.location : ''].filter(Boolean).join(' · ')}</p>
        <p>{panel ? t`Panel: ${panel}` : t`No panel named`}</p>
        <p className="interview-calendar__links">
          <Link href={boardLink(i)} aria-describedby={nameId}>{t`Round board`}</Link>
          <Link href={scorecardLink(i)} aria-describedby={nameId}>{t`Scorecard`}</Link>
        </p>
      </div>
    </li>
  );
}

/** One day of the panel calendar (a day of the hospital's time zone): its interviews in time order. */
export function CalendarDay({ day, interviews, timeZone }: { day: string; interviews: CalendarInterview[]; timeZone: string }) {
  const { i18n } = useLingui();
  const headingId = `interview-day-${day}`;
  return (
    <section className="interview-calendar__day" aria-labelledby={headingId}>
      <h2 id={headingId}>{spellDay(interviews[0]!.startsAt, i18n.locale, timeZone)}</h2>
      <ul>
        {interviews.map((i) => (
          <CalendarEntry key={i.invitationId} interview={i} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}
