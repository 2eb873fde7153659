import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { oneOf } from '../../lib/list-query.js';

/**
 * The two dashboards. Every figure is a number (the SPA formats it in the reader's language),
 * money is in integer cents of `currency`, every chart says what its points are (days or months),
 * and words the SPA shows (categories, kinds, series) are stable keys it translates.
 */
export const DemoDashboardChartSchema = Type.Object(
  {
    period: oneOf(['day', 'month'] as const, { description: 'What one point stands for' }),
    labels: Type.Array(Type.String(), { description: 'One per point: YYYY-MM-DD for days, YYYY-MM for months', examples: [['2026-05', '2026-06']] }),
    series: Type.Array(
      Type.Object({
        key: Type.String({ description: 'What the series measures (a key, e.g. sales)', examples: ['sales'] }),
        data: Type.Array(Type.Number(), { description: 'One value per label; money in cents' }),
      }),
    ),
  },
  { $id: 'DemoDashboardChart' },
);
export type DemoDashboardChart = Static<typeof DemoDashboardChartSchema>;

const chart = () => ref(DemoDashboardChartSchema);
const cents = (description: string) => Type.Integer({ description: `${description}, in cents` });
const percent = (description: string) => Type.Number({ description: `${description}, in percent` });
const Currency = () => Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of every amount', examples: ['USD'] });

export const TIMELINE_KINDS = ['invoices-paid', 'client-meeting', 'project-created'] as const;
export const SESSION_METRICS = ['goal', 'users', 'retention', 'duration'] as const;

export const DemoAnalyticsDashboardSchema = Type.Object(
  {
    currency: Currency(),
    congratulation: Type.Object({ saleToday: percent('Sales today compared with yesterday') }),
    subscribersGained: Type.Object({ total: Type.Integer(), chart: chart() }),
    ordersReceived: Type.Object({ total: Type.Integer(), chart: chart() }),
    avgSessions: Type.Object({
      sessions: Type.Integer({ description: 'Average daily sessions over the chart' }),
      growth: percent('Change against the previous period'),
      chart: chart(),
      metrics: Type.Array(
        Type.Object({
          key: oneOf(SESSION_METRICS),
          value: Type.Number(),
          target: Type.Number({ exclusiveMinimum: 0 }),
          unit: oneOf(['cents', 'count', 'percent', 'years'] as const),
        }),
      ),
    }),
    supportTracker: Type.Object({
      totalTicket: Type.Integer(),
      newTicket: Type.Integer(),
      openTicket: Type.Integer(),
      responseTime: Type.Number({ description: 'Average first response, in days' }),
    }),
    salesChart: chart(),
    timeline: Type.Array(
      Type.Object({
        id: Type.Integer(),
        kind: oneOf(TIMELINE_KINDS),
        time: Type.String({ format: 'date-time' }),
        count: Type.Optional(Type.Integer({ description: 'invoices-paid: how many; project-created: files added' })),
        person: Type.Optional(Type.String({ description: 'client-meeting: with whom' })),
      }),
    ),
  },
  { $id: 'DemoAnalyticsDashboard' },
);
export type DemoAnalyticsDashboard = Static<typeof DemoAnalyticsDashboardSchema>;

export const STATISTIC_KEYS = ['sales', 'customers', 'products', 'revenue'] as const;
export const COMPANY_CATEGORIES = ['technology', 'grocery', 'fashion'] as const;
export const PAYMENT_METHODS = ['wallet', 'bank-transfer', 'paypal', 'card', 'transfer'] as const;
export const TRANSACTION_KINDS = ['payment', 'top-up', 'refund'] as const;
export const BROWSERS = ['chrome', 'firefox', 'safari', 'edge', 'opera'] as const;

export const DemoEcommerceDashboardSchema = Type.Object(
  {
    currency: Currency(),
    congratulations: Type.Object({ amount: cents('Sales this month') }),
    statisticsItems: Type.Array(Type.Object({ key: oneOf(STATISTIC_KEYS), value: Type.Integer({ description: 'A count; revenue in cents' }) })),
    statisticsOrder: Type.Object({ total: Type.Integer(), chart: chart() }),
    statisticsProfit: Type.Object({ total: cents('Profit'), growth: percent('Change against last year'), chart: chart() }),
    earningsChart: Type.Object({
      thisMonth: cents('Earnings this month'),
      growth: percent('Change against last month'),
      split: Type.Array(Type.Object({ key: oneOf(['app', 'service', 'product'] as const), percent: percent('Share of the earnings') })),
    }),
    revenueReport: Type.Object({
      years: Type.Array(
        Type.Object({
          year: Type.Integer(),
          chart: chart(),
          budget: cents('Budget of the year'),
          budgetChart: chart(),
        }),
        { description: 'Newest year first; earnings are positive, expenses negative' },
      ),
    }),
    goalOverview: Type.Object({ completed: Type.Integer(), inProgress: Type.Integer() }),
    companyTable: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        email: Type.String(),
        category: oneOf(COMPANY_CATEGORIES),
        views: Type.Integer(),
        revenue: cents('Revenue'),
        sales: percent('Sales change'),
        trend: oneOf(['up', 'down'] as const),
      }),
    ),
    meetup: Type.Object({
      title: Type.String(),
      description: Type.String(),
      start: Type.String({ format: 'date-time' }),
      end: Type.String({ format: 'date-time' }),
      location: Type.String(),
      attendees: Type.Array(Type.Object({ name: Type.String(), avatar: Type.Union([Type.String(), Type.Null()]) })),
      attendeesTotal: Type.Integer(),
    }),
    browserData: Type.Array(Type.Object({ key: oneOf(BROWSERS), name: Type.String(), usage: percent('Share of the visits') })),
    transactionData: Type.Array(
      Type.Object({
        id: Type.Integer(),
        time: Type.String({ format: 'date-time' }),
        method: oneOf(PAYMENT_METHODS),
        kind: oneOf(TRANSACTION_KINDS),
        description: Type.String({ description: 'The other party' }),
        amount: cents('Signed amount: negative is money out'),
      }),
    ),
  },
  { $id: 'DemoEcommerceDashboard' },
);
export type DemoEcommerceDashboard = Static<typeof DemoEcommerceDashboardSchema>;

export const demoDashboardSchemas = [DemoDashboardChartSchema, DemoAnalyticsDashboardSchema, DemoEcommerceDashboardSchema];
