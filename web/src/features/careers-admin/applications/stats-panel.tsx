import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { STATS_API } from '../api';
import { applicationsHref } from './list-state';
import { ChartFigure, shortLabel, useSkin, type ChartRow } from './stats-chart';
import { APPLICATION_STATUS_LABELS, REVIEW_STATUSES } from './vocabulary';
import './stats-panel.css';

/**
 * Figures: open jobs, applications per status, per job (top 10) and per week. Each chart has its
 * numbers as a table, whose statuses and jobs link to the applications list filtered by them.
 * Shown on the applications list and, for administrators, on /careers (composed by the app layer).
 */
function StatsPanel() {
  const { t, i18n } = useLingui();
  const skin = useSkin();
  const stats = $api.useQuery('get', STATS_API);
  const data = stats.data;
  if (!data) return null;

  const byStatus: ChartRow[] = REVIEW_STATUSES.map((status) => {
    const label = i18n._(APPLICATION_STATUS_LABELS[status]);
    return { key: status, label, value: data.byStatus[status], cell: <Link href={applicationsHref({ status })}>{label}</Link> };
  });
  const byJob: ChartRow[] = data.byJob.map((job) => {
    const whole = `${job.reference} ${job.title}`;
    return {
      key: String(job.jobId),
      label: shortLabel(whole),
      fullLabel: whole,
      value: job.count,
      cell: <Link href={applicationsHref({ job: String(job.jobId) })}>{whole}</Link>,
    };
  });
  const byWeek: ChartRow[] = data.byWeek.map((w) => ({ key: w.week, label: w.week, value: w.count }));

  return (
    <section className="application-stats" aria-labelledby="application-stats-title">
      <h2 id="application-stats-title">
        <Trans>Figures</Trans>
      </h2>
      <p className="application-stats__open">
        <Trans>Open jobs: {data.openJobs}</Trans>
      </p>
      <div className="application-stats__charts">
        <ChartFigure title={t`Applications per status`} head={<Trans>Status</Trans>} rows={byStatus} skin={skin} />
        <ChartFigure title={t`Applications per week`} head={<Trans>Week</Trans>} rows={byWeek} skin={skin} />
        <ChartFigure
          title={t`Applications per job`}
          head={<Trans>Job</Trans>}
          rows={byJob}
          skin={skin}
          horizontal
          wide
          empty={<Trans>No applications have been submitted yet.</Trans>}
        />
      </div>
    </section>
  );
}

export default StatsPanel;
