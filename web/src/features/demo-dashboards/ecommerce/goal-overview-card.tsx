import { Trans, useLingui } from '@lingui/react/macro';
import type { EcommerceDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { Gauge } from '../gauge';

/** Goal overview: completed and in progress, and the share completed (computed). */
export function GoalOverviewCard({ data, formats: f }: { data: EcommerceDashboard['goalOverview'] | undefined; formats: Formats }) {
  const { t } = useLingui();
  const all = data ? data.completed + data.inProgress : 0;
  const share = data && all > 0 ? (data.completed / all) * 100 : 0;
  return (
    <DashCard span={4} title={<Trans>Goal overview</Trans>}>
      {!data ? (
        <CardSkeleton />
      ) : (
        <>
          <Gauge percent={share} label={t`Completed`} text={f.percent(share)} title={t`Share of the goal completed`} rowHeader={t`Goal`} colour={5} />
          <dl className="dash-facts dash-facts--row">
            <div>
              <dt>
                <Trans>Completed</Trans>
              </dt>
              <dd>{f.number(data.completed)}</dd>
            </div>
            <div>
              <dt>
                <Trans>In progress</Trans>
              </dt>
              <dd>{f.number(data.inProgress)}</dd>
            </div>
          </dl>
        </>
      )}
    </DashCard>
  );
}
