import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import {
  DemoAvgSessionsSchema,
  DemoCardStatisticSchema,
  DemoChartSeriesSchema,
  DemoGoalOverviewSchema,
  DemoRevenueReportSchema,
  DemoSupportTrackerSchema,
} from './schemas.js';

const congratulation = () => Type.Object({ name: Type.String({ examples: ['John'] }), saleToday: Type.Number({ examples: [57.6] }) });
const seriesOnly = () => Type.Object({ series: Type.Array(ref(DemoChartSeriesSchema)) });

export const DemoAnalyticsDashboardSchema = Type.Object(
  {
    congratulation: congratulation(),
    subscribersGained: ref(DemoCardStatisticSchema),
    ordersReceived: ref(DemoCardStatisticSchema),
    avgSessions: ref(DemoAvgSessionsSchema),
    supportTracker: ref(DemoSupportTrackerSchema),
    salesChart: seriesOnly(),
    timeline: Type.Array(Type.Object({ title: Type.String(), subtitle: Type.String(), time: Type.String({ format: 'date-time' }), color: Type.String() })),
  },
  { $id: 'DemoAnalyticsDashboard' },
);
export type DemoAnalyticsDashboard = Static<typeof DemoAnalyticsDashboardSchema>;

export const DemoEcommerceDashboardSchema = Type.Object(
  {
    congratulations: congratulation(),
    statisticsItems: Type.Array(
      Type.Object({ icon: Type.String(), color: Type.String(), title: Type.String({ examples: ['230k'] }), subtitle: Type.String({ examples: ['Sales'] }) }),
    ),
    statisticsOrder: seriesOnly(),
    statisticsProfit: seriesOnly(),
    earningsChart: Type.Object({ series: Type.Array(Type.Number()), labels: Type.Array(Type.String()) }),
    revenueReport: ref(DemoRevenueReportSchema),
    goalOverview: ref(DemoGoalOverviewSchema),
    companyTable: Type.Array(
      Type.Object({
        title: Type.String(),
        subtitle: Type.String(),
        category: Type.String(),
        views: Type.Integer(),
        revenue: Type.Number(),
        sales: Type.Number({ description: 'Percent' }),
        loss: Type.Boolean(),
      }),
    ),
    browserData: Type.Array(Type.Object({ name: Type.String(), icon: Type.String(), usage: Type.Number() })),
    transactionData: Type.Array(
      Type.Object({ mode: Type.String(), types: Type.String(), icon: Type.String(), color: Type.String(), payment: Type.Number(), deduction: Type.Boolean() }),
    ),
  },
  { $id: 'DemoEcommerceDashboard' },
);
export type DemoEcommerceDashboard = Static<typeof DemoEcommerceDashboardSchema>;

export const demoDashboardSchemas = [DemoAnalyticsDashboardSchema, DemoEcommerceDashboardSchema];
