import { Trans } from '@lingui/react/macro';
import { ShowcaseGrid, ShowcasePage, ShowcaseSection } from '../../components/showcase';
import './chart/register-all';
import { AreaChart, HorizontalBarChart, LineChart, RadarChart, RevenueBars } from './charts/trend-charts';
import { DoughnutChart, PieChart, PolarAreaChart } from './charts/share-charts';
import { BubbleChart, ScatterChart } from './charts/staff-charts';

/** /ui/charts: every chart.js type the portal uses, fed by the demo API, in the skin's colours. */
function ChartsPage() {
  return (
    <ShowcasePage
      title={<Trans>Charts</Trans>}
      intro={<Trans>chart.js charts drawn from the demo API in the colours of the skin; each one's numbers are in a table below it.</Trans>}
    >
      <ShowcaseGrid>
        <ShowcaseSection title={<Trans>Line</Trans>}>
          <LineChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Area</Trans>}>
          <AreaChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Bar</Trans>}>
          <RevenueBars />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Horizontal bar</Trans>}>
          <HorizontalBarChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Stacked bar</Trans>}>
          <RevenueBars stacked />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Pie</Trans>}>
          <PieChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Doughnut</Trans>}>
          <DoughnutChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Polar area</Trans>}>
          <PolarAreaChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Radar</Trans>}>
          <RadarChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Bubble</Trans>}>
          <BubbleChart />
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Scatter</Trans>} wide>
          <ScatterChart />
        </ShowcaseSection>
      </ShowcaseGrid>
    </ShowcasePage>
  );
}

export default ChartsPage;
