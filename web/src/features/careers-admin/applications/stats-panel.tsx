import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { api } from '../../../lib/api-client';
import { useAdminLoad } from '../use-admin-load';
import { chartColors, currentSkin } from './chart-colors';
import { APPLICATION_STATUS_LABELS, REVIEW_STATUSES } from './vocabulary';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Follows `data-skin` on <html>. */
function useSkin() {
  const [skin, setSkin] = useState(currentSkin);
  useEffect(() => {
    const observer = new MutationObserver(() => setSkin(currentSkin()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin'] });
    return () => observer.disconnect();
  }, []);
  return skin;
}

function BarChart({ labels, values, label, skin }: { labels: string[]; values: number[]; label: string; skin: string | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const c = chartColors(skin);
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets: [{ label, data: values, backgroundColor: c.bar }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { ticks: { color: c.text }, grid: { color: c.grid } },
          y: { beginAtZero: true, ticks: { color: c.text, precision: 0 }, grid: { color: c.grid } },
        },
      },
    });
    return () => chart.destroy();
    // The arrays are new on every render; their contents say when to draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(labels), JSON.stringify(values), label, skin]);
  return (
    <div className="application-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

/** Figures: applications per status and per week (the table under each chart gives the numbers). */
export default function StatsPanel() {
  const { t, i18n } = useLingui();
  const skin = useSkin();
  const stats = useAdminLoad('stats', () => api.GET('/api/careers/admin/stats'));
  const data = stats.data;
  if (!data) return null;
  const statusLabels = REVIEW_STATUSES.map((s) => i18n._(APPLICATION_STATUS_LABELS[s]));
  const statusValues = REVIEW_STATUSES.map((s) => data.byStatus[s]);
  const weekLabels = data.byWeek.map((w) => w.week);
  const weekValues = data.byWeek.map((w) => w.count);
  return (
    <section className="application-stats" aria-labelledby="application-stats-title">
      <h2 id="application-stats-title">
        <Trans>Figures</Trans>
      </h2>
      <p>
        <Trans>Open jobs: {data.openJobs}</Trans>
      </p>
      <div className="application-stats__charts">
        <figure>
          <figcaption>
            <Trans>Applications per status</Trans>
          </figcaption>
          <BarChart labels={statusLabels} values={statusValues} label={t`Applications per status`} skin={skin} />
        </figure>
        <figure>
          <figcaption>
            <Trans>Applications per week</Trans>
          </figcaption>
          <BarChart labels={weekLabels} values={weekValues} label={t`Applications per week`} skin={skin} />
        </figure>
      </div>
    </section>
  );
}
