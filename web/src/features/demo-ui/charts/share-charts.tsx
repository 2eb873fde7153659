import { useLingui } from '@lingui/react/macro';
import { ChartFigure } from '../chart/chart-figure';
import { radialScale } from '../chart/axes';
import type { ChartNumbers } from '../chart/numbers-table';
import type { ChartPalette } from '../chart/palette';
import { useAnalyticCard } from '../card-data';
import { Loaded } from '../../../components/page-states';

interface Share {
  label: string;
  value: number;
}

const shareNumbers = (labelHead: string, valueHead: string, shares: Share[], format?: Intl.NumberFormatOptions): ChartNumbers => ({
  columns: [labelHead, valueHead],
  rows: shares.map((s) => ({ label: s.label, values: [s.value] })),
  format,
});

const shareData = (shares: Share[], palette: ChartPalette, name: string) => ({
  labels: shares.map((s) => s.label),
  datasets: [{ label: name, data: shares.map((s) => s.value), backgroundColor: shares.map((_, i) => palette.series[i % palette.series.length]!), borderColor: palette.surface, borderWidth: 2 }],
});

/** Pie: sessions by device, in per cent (`/api/card/card-analytics/sessions-device`). */
export function PieChart() {
  const { t } = useLingui();
  const query = useAnalyticCard('sessions-device');
  return (
    <Loaded query={query}>
      {({ chartInfo }) => {
        const shares = chartInfo.map((device) => ({ label: device.name, value: device.usage }));
        const title = t`Sessions by device (%)`;
        return <ChartFigure title={title} numbers={shareNumbers(t`Device`, t`Share (%)`, shares)} config={(palette) => ({ type: 'pie', data: shareData(shares, palette, title) })} />;
      }}
    </Loaded>
  );
}

/** Doughnut: new, returning and referred customers (`/api/card/card-analytics/customers`). */
export function DoughnutChart() {
  const { t } = useLingui();
  const query = useAnalyticCard('customers');
  return (
    <Loaded query={query}>
      {({ listData }) => {
        const shares = listData.map((group) => ({ label: group.text, value: group.result }));
        const title = t`Customers by kind`;
        return <ChartFigure title={title} numbers={shareNumbers(t`Kind`, t`Customers`, shares)} config={(palette) => ({ type: 'doughnut', data: shareData(shares, palette, title) })} />;
      }}
    </Loaded>
  );
}

/** Polar area: orders finished, pending and rejected (`/api/card/card-analytics/product-orders`). */
export function PolarAreaChart() {
  const { t } = useLingui();
  const query = useAnalyticCard('product-orders');
  return (
    <Loaded query={query}>
      {({ chartInfo }) => {
        const shares = [
          { label: t`Finished`, value: chartInfo.finished },
          { label: t`Pending`, value: chartInfo.pending },
          { label: t`Rejected`, value: chartInfo.rejected },
        ];
        const title = t`Orders by state`;
        return (
          <ChartFigure
            title={title}
            numbers={shareNumbers(t`State`, t`Orders`, shares)}
            config={(palette) => ({ type: 'polarArea', data: shareData(shares, palette, title), options: { scales: radialScale(palette) } })}
          />
        );
      }}
    </Loaded>
  );
}
