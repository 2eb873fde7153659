import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { FilterChips, useListParams } from '../../../components/list-kit';
import { spellZone } from '../../../../../common/interview-time';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { dateFormat } from '../../../lib/date-format';
import { dayToDate } from '../../../lib/dates';
import { groupByDay } from '../../../lib/interview-vocabulary';
import { $api } from '../../../lib/query';
import { retryUnanswered } from '../api';
import { ADMIN_REFUSALS } from '../refusals';
import { CalendarDay } from './calendar-day';
import { CALENDAR_SPEC, shiftWeek, weekRange } from './calendar-week';
import '../admin-jobs.css';
import './interview-calendar.css';

export const CALENDAR_API = '/api/careers/admin/interviews';

/**
 * /careers/admin/interviews: the panel's calendar across jobs, a week at a time (the week and
 * "Mine only" in the URL), grouped by day in the hospital's time zone; "Mine only" is a panel
 * member's "my interviews". The server answers only what the caller may see.
 */
function InterviewCalendarPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(CALENDAR_SPEC);
  const { from, to } = weekRange(params.filters.week);
  const mine = params.filters.mine === 'true';
  const query = $api.useQuery('get', CALENDAR_API, { params: { query: { from, to, ...(mine ? { mine: true } : {}) } } }, { retry: retryUnanswered });
  const zone = query.data?.hospitalTimeZone;
  const items = query.data?.items ?? [];
  const week = dateFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(dayToDate(from), dayToDate(to));
  const goTo = (monday: string) => setParams({ filters: { week: monday === weekRange('').from ? '' : monday } });
  return (
    <section className="admin-jobs-page interview-calendar" aria-labelledby="interview-calendar-title">
      <h1 id="interview-calendar-title">
        <Trans>Interview calendar</Trans>
      </h1>
      <div className="interview-calendar__bar">
        <nav className="interview-calendar__weeks" aria-label={t`Weeks`}>
          <Button type="button" outlined size="small" label={t`Previous week`} onClick={() => goTo(shiftWeek(from, -1))} />
          <Button type="button" text size="small" label={t`This week`} disabled={!params.filters.week} onClick={() => goTo(weekRange('').from)} />
          <Button type="button" outlined size="small" label={t`Next week`} onClick={() => goTo(shiftWeek(from, 1))} />
        </nav>
        <FilterChips label={t`Which interviews`} value={params.filters.mine} allLabel={t`All I may see`} options={[{ value: 'true', label: t`Mine only` }]} onChange={(value) => setParams({ filters: { mine: value } })} />
      </div>
      <p className="interview-calendar__range" aria-live="polite">
        {mine ? t`Your interviews, ${week}` : t`Interviews, ${week}`}
        {zone ? <span className="interview-calendar__muted"> · {t`times in ${spellZone(dayToDate(from), i18n.locale, zone)}`}</span> : null}
      </p>
      {query.isError ? <p role="alert">{problemText(apiProblem(query.error), ADMIN_REFUSALS)}</p> : null}
      {query.isPending ? <div className="page-loading" aria-busy="true" /> : null}
      {zone && !items.length ? <p>{mine ? t`You are on no interview panel this week.` : t`No interviews this week.`}</p> : null}
      {zone ? groupByDay(items, zone).map(({ day, slots }) => <CalendarDay key={day} day={day} interviews={slots} timeZone={zone} />) : null}
    </section>
  );
}

export default InterviewCalendarPage;
