import type { Static } from '@sinclair/typebox';
import type {
  ANALYTIC_CARDS,
  DemoAvgSessionsSchema,
  DemoCardAnalyticSchema,
  DemoCardStatistic,
  DemoCustomersSchema,
  DemoGoalOverviewSchema,
  DemoProductOrdersSchema,
  DemoRevenueCardSchema,
  DemoRevenueReportSchema,
  DemoSessionsDeviceSchema,
  DemoSupportTrackerSchema,
  STATISTIC_CARDS,
} from './schemas.js';

const LAST_DAYS = ['Last 28 Days', 'Last Month', 'Last Year'];
const line = (name: string, data: number[]) => ({ name, data });

/** Hand-written figures of the statistics cards (small sparkline charts). */
export const STATISTICS: Record<(typeof STATISTIC_CARDS)[number], DemoCardStatistic> = {
  subscribers: { series: [line('Subscribers', [28, 40, 36, 52, 38, 60, 55])], analyticsData: { subscribers: 92600 } },
  revenue: { series: [line('Revenue', [350, 275, 400, 300, 350, 300, 450])], analyticsData: { revenue: 97500 } },
  sales: { series: [line('Sales', [10, 15, 7, 12, 3, 16])], analyticsData: { sales: 36000 } },
  orders: { series: [line('Orders', [10, 15, 8, 15, 7, 12, 8])], analyticsData: { orders: 97500 } },
  'site-traffic': { series: [line('Traffic Rate', [150, 200, 125, 225, 200, 250])] },
  'active-users': { series: [line('Active Users', [750, 1000, 900, 1250, 1000, 1200, 1100])] },
  newsletter: { series: [line('Newsletter', [10, 15, 7, 12, 3, 16])] },
};

export const SUPPORT_TRACKER: Static<typeof DemoSupportTrackerSchema> = {
  title: 'Support Tracker',
  lastDays: LAST_DAYS,
  totalTicket: 163,
  newTicket: 29,
  openTicket: 63,
  responseTime: 1,
  series: [83],
};

export const AVG_SESSIONS: Static<typeof DemoAvgSessionsSchema> = {
  sessions: 2700,
  lastDays: LAST_DAYS,
  growth: '+5.2%',
  goal: 100000,
  users: 100000,
  retention: 90,
  duration: 1,
  series: [line('Sessions', [75, 125, 225, 175, 125, 75, 25])],
};

export const REVENUE_REPORT: Static<typeof DemoRevenueReportSchema> = {
  years: ['2026', '2025', '2024'],
  price: 25852,
  budget: 56800,
  series: [line('Earning', [95, 177, 284, 256, 105, 63, 168, 218, 72]), line('Expense', [-145, -80, -60, -180, -100, -60, -85, -75, -100])],
  budgetSeries: [line('Budget', [61, 48, 69, 52, 60, 40, 79, 60, 59, 43, 62]), line('Average', [20, 10, 30, 15, 23, 0, 25, 15, 20, 5, 27])],
};

export const GOAL_OVERVIEW: Static<typeof DemoGoalOverviewSchema> = { completed: 786617, inProgress: 13561, series: [83] };

const REVENUE: Static<typeof DemoRevenueCardSchema> = {
  thisMonth: 86589,
  lastMonth: 73683,
  series: [line('This Month', [45000, 47000, 44800, 47500, 45500, 48000, 46500, 48600]), line('Last Month', [46000, 48000, 45500, 46600, 44500, 46500, 45000, 47000])],
};

const PRODUCT_ORDERS: Static<typeof DemoProductOrdersSchema> = { chartInfo: { finished: 23043, pending: 14658, rejected: 4758 }, series: [70, 52, 26] };

const SESSIONS_DEVICE: Static<typeof DemoSessionsDeviceSchema> = {
  lastDays: LAST_DAYS,
  chartInfo: [
    { icon: 'MonitorIcon', name: 'Desktop', iconColor: 'text-primary', usage: 58.6, upDown: 2 },
    { icon: 'TabletIcon', name: 'Mobile', iconColor: 'text-warning', usage: 34.9, upDown: 8 },
    { icon: 'TabletIcon', name: 'Tablet', iconColor: 'text-danger', usage: 6.5, upDown: -5 },
  ],
  series: [58.6, 34.9, 6.5],
};

const CUSTOMERS: Static<typeof DemoCustomersSchema> = {
  listData: [
    { icon: 'CircleIcon', iconColor: 'text-primary', text: 'New', result: 690 },
    { icon: 'CircleIcon', iconColor: 'text-warning', text: 'Returning', result: 258 },
    { icon: 'CircleIcon', iconColor: 'text-danger', text: 'Referrals', result: 149 },
  ],
  series: [690, 258, 149],
};

/** The analytics cards by the name in their URL. */
export const ANALYTICS: Record<(typeof ANALYTIC_CARDS)[number], Static<typeof DemoCardAnalyticSchema>> = {
  'support-tracker': SUPPORT_TRACKER,
  'avg-sessions': AVG_SESSIONS,
  'revenue-report': REVENUE_REPORT,
  'goal-overview': GOAL_OVERVIEW,
  revenue: REVENUE,
  'product-orders': PRODUCT_ORDERS,
  'sessions-device': SESSIONS_DEVICE,
  customers: CUSTOMERS,
};
