import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalyticsDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { Gauge } from '../gauge';

type SupportTracker = AnalyticsDashboard['supportTracker'];

/** Support tracker: tickets in all, new and open, the response time, and the share completed (computed). */
export function SupportTrackerCard({ data, formats: f }: { data: SupportTracker | undefined; formats: Formats }) {
  const { t } = useLingui();
  const completed = data && data.totalTicket > 0 ? ((data.totalTicket - data.openTicket) / data.totalTicket) * 100 : 0;
  return (
    <DashCard span={6} title={<Trans>Support tracker</Trans>}>
      {!data ? (
        <CardSkeleton />
      ) : (
        <div className="dash-split">
          <div>
            <p className="dash-figure">{f.number(data.totalTicket)}</p>
            <p className="dash-muted">
              <Trans>Tickets</Trans>
            </p>
          </div>
          <Gauge percent={completed} label={t`Completed tickets`} text={f.percent(completed)} title={t`Share of tickets completed`} rowHeader={t`Tickets`} />
          <dl className="dash-facts">
            <div>
              <dt>
                <Trans>New tickets</Trans>
              </dt>
              <dd>{f.number(data.newTicket)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Open tickets</Trans>
              </dt>
              <dd>{f.number(data.openTicket)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Response time</Trans>
              </dt>
              <dd>{f.days(data.responseTime)}</dd>
            </div>
          </dl>
        </div>
      )}
    </DashCard>
  );
}
