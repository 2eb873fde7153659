import * as charts from 'chart.js';

const Chart = charts.Chart;

/** The chart.js parts the dashboards and the UI kit draw with (tree-shaken; the dashboards' legends are HTML, not canvas). */
Chart.register(
  charts.ArcElement,
  charts.BarController,
  charts.BarElement,
  charts.CategoryScale,
  charts.DoughnutController,
  charts.Filler,
  charts.LinearScale,
  charts.LineController,
  charts.LineElement,
  charts.PieController,
  charts.PointElement,
  charts.RadarController,
  charts.RadialLinearScale,
  charts.Tooltip,
);

export { Chart };
