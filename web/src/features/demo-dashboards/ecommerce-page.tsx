import { Trans, useLingui } from '@lingui/react/macro';
import { Package, TrendingUp } from 'lucide-react';
import { LoadFailure } from '../../components/page-states';
import { $api } from '../../lib/query';
import { CardSkeleton, DashCard } from './dash-card';
import { BrowserStatesCard } from './ecommerce/browser-states-card';
import { CompanyTableCard } from './ecommerce/company-table-card';
import { EarningsCard } from './ecommerce/earnings-card';
import { GoalOverviewCard } from './ecommerce/goal-overview-card';
import { MedalCard } from './ecommerce/medal-card';
import { MeetupCard } from './ecommerce/meetup-card';
import { RevenueReportCard } from './ecommerce/revenue-report-card';
import { StatisticsCard } from './ecommerce/statistics-card';
import { TransactionsCard } from './ecommerce/transactions-card';
import { useFormats } from './format';
import { LoadingNote } from './loading-note';
import { TrendCard } from './trend-card';
import './dashboards.css';

/** The e-commerce dashboard: every card from `/api/ecommerce/data`. */
function EcommercePage() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, refetch } = $api.useQuery('get', '/api/ecommerce/data');
  const f = useFormats(data?.currency);
  return (
    <div className="dash">
      <h1 className="dash__title">
        <Trans>eCommerce dashboard</Trans>
      </h1>
      <LoadingNote loading={isPending} />
      {isError ? <LoadFailure onRetry={() => void refetch()} /> : null}
      <div className="dash-grid">
        <MedalCard amount={data?.congratulations.amount} formats={f} />
        <StatisticsCard items={data?.statisticsItems} formats={f} />
        {data ? (
          <>
            <TrendCard icon={Package} value={f.compact(data.statisticsOrder.total)} title={t`Orders`} seriesLabel={t`Orders`} chart={data.statisticsOrder.chart} kind="bar" format={f.number} formats={f} colour={6} />
            <TrendCard
              icon={TrendingUp}
              value={f.compactMoney(data.statisticsProfit.total)}
              title={t`Profit`}
              seriesLabel={t`Profit`}
              chart={data.statisticsProfit.chart}
              kind="line"
              format={f.compactMoney}
              formats={f}
              colour={1}
              footer={
                <p className="dash-muted">
                  <Trans>
                    <span className={data.statisticsProfit.growth >= 0 ? 'dash-up' : 'dash-down'}>{f.signedPercent(data.statisticsProfit.growth)}</span> against last year
                  </Trans>
                </p>
              }
            />
          </>
        ) : (
          <>
            <DashCard span={3} title={<Trans>Orders</Trans>}>
              <CardSkeleton lines={1} />
            </DashCard>
            <DashCard span={3} title={<Trans>Profit</Trans>}>
              <CardSkeleton lines={1} />
            </DashCard>
          </>
        )}
        <EarningsCard data={data?.earningsChart} formats={f} />
        <RevenueReportCard report={data?.revenueReport} formats={f} />
        <GoalOverviewCard data={data?.goalOverview} formats={f} />
        <CompanyTableCard rows={data?.companyTable} formats={f} />
        <MeetupCard meetup={data?.meetup} formats={f} locale={i18n.locale} />
        <BrowserStatesCard browsers={data?.browserData} formats={f} />
        <TransactionsCard rows={data?.transactionData} formats={f} />
      </div>
    </div>
  );
}

export default EcommercePage;
