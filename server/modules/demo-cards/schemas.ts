import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';

export const STATISTIC_CARDS = ['subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'] as const;
export const ANALYTIC_CARDS = ['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers'] as const;

export const DemoChartSeriesSchema = Type.Object(
  { name: Type.String({ examples: ['Subscribers'] }), data: Type.Array(Type.Number(), { examples: [[28, 40, 36, 52, 38, 60, 55]] }) },
  { $id: 'DemoChartSeries' },
);
const seriesList = () => Type.Array(ref(DemoChartSeriesSchema));
const percentages = () => Type.Array(Type.Number(), { examples: [[58.6, 34.9, 6.5]] });
const lastDays = () => Type.Array(Type.String(), { examples: [['Last 28 Days', 'Last Month', 'Last Year']] });
const card = (id: string, properties: TProperties) => Type.Object(properties, { $id: id });

export const DemoCardStatisticSchema = card('DemoCardStatistic', {
  series: seriesList(),
  analyticsData: Type.Optional(Type.Record(Type.String(), Type.Number(), { examples: [{ subscribers: 92600 }] })),
});
export type DemoCardStatistic = Static<typeof DemoCardStatisticSchema>;

export const DemoSupportTrackerSchema = card('DemoSupportTracker', {
  title: Type.String(),
  lastDays: lastDays(),
  totalTicket: Type.Integer(),
  newTicket: Type.Integer(),
  openTicket: Type.Integer(),
  responseTime: Type.Number({ description: 'Days' }),
  series: percentages(),
});
export const DemoAvgSessionsSchema = card('DemoAvgSessions', {
  sessions: Type.Integer(),
  lastDays: lastDays(),
  growth: Type.String({ examples: ['+5.2%'] }),
  goal: Type.Integer(),
  users: Type.Integer(),
  retention: Type.Number(),
  duration: Type.Number({ description: 'Years' }),
  series: seriesList(),
});
export const DemoRevenueReportSchema = card('DemoRevenueReport', {
  years: Type.Array(Type.String()),
  price: Type.Number(),
  budget: Type.Number(),
  series: seriesList(),
  budgetSeries: seriesList(),
});
export const DemoGoalOverviewSchema = card('DemoGoalOverview', { completed: Type.Integer(), inProgress: Type.Integer(), series: percentages() });
export const DemoRevenueCardSchema = card('DemoRevenueCard', { thisMonth: Type.Number(), lastMonth: Type.Number(), series: seriesList() });
export const DemoProductOrdersSchema = card('DemoProductOrders', {
  chartInfo: Type.Object({ finished: Type.Integer(), pending: Type.Integer(), rejected: Type.Integer() }),
  series: percentages(),
});
export const DemoSessionsDeviceSchema = card('DemoSessionsDevice', {
  lastDays: lastDays(),
  chartInfo: Type.Array(
    Type.Object({ icon: Type.String(), name: Type.String(), iconColor: Type.String(), usage: Type.Number(), upDown: Type.Number() }),
  ),
  series: percentages(),
});
export const DemoCustomersSchema = card('DemoCustomers', {
  listData: Type.Array(Type.Object({ icon: Type.String(), iconColor: Type.String(), text: Type.String(), result: Type.Integer() })),
  series: Type.Array(Type.Integer()),
});

export const ANALYTIC_CARD_SCHEMAS = [
  DemoSupportTrackerSchema,
  DemoAvgSessionsSchema,
  DemoRevenueReportSchema,
  DemoGoalOverviewSchema,
  DemoRevenueCardSchema,
  DemoProductOrdersSchema,
  DemoSessionsDeviceSchema,
  DemoCustomersSchema,
];

export const DemoCardAnalyticSchema = Type.Union(
  ANALYTIC_CARD_SCHEMAS.map((schema) => ref(schema)),
  { $id: 'DemoCardAnalytic', description: 'The data of the card named in the path' },
);

const nameParams = (id: string, names: readonly string[]) =>
  Type.Object(
    {
      name: Type.String({
        pattern: '^[a-z]+(-[a-z]+)*$',
        maxLength: 40,
        description: `One of ${names.join(', ')}; any other lower-case name is 404`,
        examples: [names[0]],
      }),
    },
    { $id: id },
  );
export const DemoCardStatisticParamsSchema = nameParams('DemoCardStatisticParams', STATISTIC_CARDS);
export const DemoCardAnalyticParamsSchema = nameParams('DemoCardAnalyticParams', ANALYTIC_CARDS);

export const demoCardSchemas = [
  DemoChartSeriesSchema,
  DemoCardStatisticSchema,
  ...ANALYTIC_CARD_SCHEMAS,
  DemoCardAnalyticSchema,
  DemoCardStatisticParamsSchema,
  DemoCardAnalyticParamsSchema,
];
