import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart, Users } from 'lucide-react';
import { LoadFailure } from '../../components/page-states';
import { $api } from '../../lib/query';
import { AvgSessionsCard } from './analytics/avg-sessions-card';
import { CustomersBreakdownCard, ProductOrdersCard, SessionsByDeviceCard } from './analytics/breakdown-cards';
import { GreetingCard } from './analytics/greeting-card';
import { InvoiceTableCard } from './analytics/invoice-table-card';
import { SalesCard } from './analytics/sales-card';
import { SupportTrackerCard } from './analytics/support-tracker-card';
import { TimelineCard } from './analytics/timeline-card';
import { CardSkeleton, DashCard } from './dash-card';
import { LoadingNote } from './loading-note';
import { useFormats } from './format';
import { TrendCard } from './trend-card';
import './dashboards.css';

/** The analytics dashboard: every card from `/api/analytics/data` and the analytics card endpoints. */
function AnalyticsPage() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = $api.useQuery('get', '/api/analytics/data');
  const f = useFormats(data?.currency);
  return (
    <div className="dash">
      <h1 className="dash__title">
        <Trans>Analytics dashboard</Trans>
      </h1>
      <LoadingNote loading={isPending} />
      {isError ? <LoadFailure onRetry={() => void refetch()} /> : null}
      <div className="dash-grid">
        <GreetingCard saleToday={data?.congratulation.saleToday} formats={f} />
        {data ? (
          <>
            <TrendCard icon={Users} value={f.compact(data.subscribersGained.total)} title={t`Subscribers gained`} seriesLabel={t`Subscribers`} chart={data.subscribersGained.chart} kind="area" format={f.number} formats={f} colour={0} />
            <TrendCard icon={ShoppingCart} value={f.compact(data.ordersReceived.total)} title={t`Orders received`} seriesLabel={t`Orders`} chart={data.ordersReceived.chart} kind="area" format={f.number} formats={f} colour={2} />
          </>
        ) : (
          <>
            <DashCard span={3} title={<Trans>Subscribers gained</Trans>}>
              <CardSkeleton lines={1} />
            </DashCard>
            <DashCard span={3} title={<Trans>Orders received</Trans>}>
              <CardSkeleton lines={1} />
            </DashCard>
          </>
        )}
        <AvgSessionsCard data={data?.avgSessions} formats={f} />
        <SupportTrackerCard data={data?.supportTracker} formats={f} />
        <TimelineCard entries={data?.timeline} formats={f} />
        <SalesCard chart={data?.salesChart} formats={f} />
        <SessionsByDeviceCard formats={f} />
        <CustomersBreakdownCard formats={f} />
        <ProductOrdersCard formats={f} />
        <InvoiceTableCard formats={f} />
      </div>
    </div>
  );
}

export default AnalyticsPage;
