import { avatarUrl, daysFrom, isoDay, seededFaker } from '../../lib/demo-kit/seed-tools.js';
import type { DemoAnalyticsDashboard, DemoDashboardChart, DemoEcommerceDashboard } from './dashboard-schemas.js';
import * as cards from './seed.js';

/**
 * The dashboards' data, generated from a fixed seed with dates counted back from `start` (the
 * moment the app started): the same figures on every start, always about the recent past.
 */

/** The `count` days up to and including the day of `start`, oldest first (YYYY-MM-DD). */
export function lastDays(start: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => isoDay(daysFrom(start, i - count + 1)));
}

/** The `count` months up to and including the month of `start`, oldest first (YYYY-MM). */
export function lastMonths(start: Date, count: number): string[] {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - count + 1 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const byDay = (labels: string[], series: Record<string, number[]>): DemoDashboardChart => ({
  period: 'day',
  labels,
  series: Object.entries(series).map(([key, data]) => ({ key, data })),
});
const byMonth = (labels: string[], series: Record<string, number[]>): DemoDashboardChart => ({ ...byDay(labels, series), period: 'month' });

/** The cards' seed figures the dashboards show too (their schemas are loosely typed, so typed here). */
interface SeriesCard {
  series: { data: number[] }[];
  analyticsData?: Record<string, number>;
}
const STATISTICS = cards.STATISTICS as unknown as Record<'subscribers' | 'orders', SeriesCard>;
const AVG_SESSIONS = cards.AVG_SESSIONS as unknown as SeriesCard & { sessions: number; growth: string; retention: number; duration: number };
const SUPPORT_TRACKER = cards.SUPPORT_TRACKER as { totalTicket: number; newTicket: number; openTicket: number; responseTime: number };
const GOAL_OVERVIEW = cards.GOAL_OVERVIEW as { completed: number; inProgress: number };

const firstSeries = (card: SeriesCard) => card.series[0]!.data;

export function analyticsDashboard(start: Date): DemoAnalyticsDashboard {
  const hoursAgo = (hours: number) => daysFrom(start, -hours / 24).toISOString();
  const subscribers = firstSeries(STATISTICS.subscribers);
  const orders = firstSeries(STATISTICS.orders);
  const sessions = firstSeries(AVG_SESSIONS);
  return {
    currency: 'USD',
    congratulation: { saleToday: 57.6 },
    subscribersGained: { total: STATISTICS.subscribers.analyticsData!.subscribers!, chart: byDay(lastDays(start, subscribers.length), { subscribers }) },
    ordersReceived: { total: STATISTICS.orders.analyticsData!.orders!, chart: byDay(lastDays(start, orders.length), { orders }) },
    avgSessions: {
      sessions: AVG_SESSIONS.sessions,
      growth: Number.parseFloat(AVG_SESSIONS.growth),
      chart: byDay(lastDays(start, sessions.length), { sessions }),
      metrics: [
        { key: 'goal', value: 6_480_000, target: 10_000_000, unit: 'cents' },
        { key: 'users', value: 61_200, target: 100_000, unit: 'count' },
        { key: 'retention', value: AVG_SESSIONS.retention, target: 100, unit: 'percent' },
        { key: 'duration', value: AVG_SESSIONS.duration, target: 2, unit: 'years' },
      ],
    },
    supportTracker: {
      totalTicket: SUPPORT_TRACKER.totalTicket,
      newTicket: SUPPORT_TRACKER.newTicket,
      openTicket: SUPPORT_TRACKER.openTicket,
      responseTime: SUPPORT_TRACKER.responseTime,
    },
    salesChart: byMonth(lastMonths(start, 6), { sales: [90, 50, 86, 40, 100, 20], visits: [70, 75, 70, 76, 20, 85] }),
    timeline: [
      { id: 1, kind: 'invoices-paid', time: hoursAgo(0.2), count: 12 },
      { id: 2, kind: 'client-meeting', time: hoursAgo(1), person: 'John' },
      { id: 3, kind: 'project-created', time: hoursAgo(26), count: 5 },
    ],
  };
}

/** A year of the revenue report: earnings and expenses per month, the budget and its use. */
function revenueYear(faker: ReturnType<typeof seededFaker>, year: number, months: number) {
  const labels = Array.from({ length: months }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}`);
  const earning = labels.map(() => faker.number.int({ min: 60, max: 290 }) * 10_000);
  const expense = labels.map(() => -faker.number.int({ min: 40, max: 180 }) * 10_000);
  const budget = faker.number.int({ min: 480, max: 620 }) * 1_000_000;
  const monthly = Math.round(budget / 12);
  return {
    year,
    chart: byMonth(labels, { earning, expense }),
    budget,
    budgetChart: byMonth(labels, {
      budget: labels.map(() => Math.round(monthly * faker.number.float({ min: 0.7, max: 1.3, fractionDigits: 2 }))),
      average: labels.map((_, i) => Math.round(-expense.slice(0, i + 1).reduce((sum, value) => sum + value, 0) / (i + 1))),
    }),
  };
}

export function ecommerceDashboard(start: Date): DemoEcommerceDashboard {
  const faker = seededFaker(4242);
  const year = start.getUTCFullYear();
  const at = (days: number, hour: number) => {
    const day = daysFrom(start, days);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour)).toISOString();
  };
  const people = Array.from({ length: 6 }, (_, i) => ({ name: faker.person.fullName(), avatar: avatarUrl(i + 3) }));
  return {
    currency: 'USD',
    congratulations: { amount: 4_890_000 },
    statisticsItems: [
      { key: 'sales', value: 230_000 },
      { key: 'customers', value: 8_549 },
      { key: 'products', value: 1_423 },
      { key: 'revenue', value: 974_500 },
    ],
    statisticsOrder: { total: 2_760, chart: byDay(lastDays(start, 7), { orders: [45, 85, 65, 45, 65, 72, 58] }) },
    statisticsProfit: { total: 624_000, growth: 12.6, chart: byMonth(lastMonths(start, 6), { profit: [0, 200_000, 50_000, 300_000, 150_000, 450_000] }) },
    earningsChart: { thisMonth: 405_556, growth: 68.2, split: [{ key: 'app', percent: 53 }, { key: 'service', percent: 16 }, { key: 'product', percent: 31 }] },
    revenueReport: { years: [revenueYear(faker, year, start.getUTCMonth() + 1), revenueYear(faker, year - 1, 12), revenueYear(faker, year - 2, 12)] },
    goalOverview: { completed: GOAL_OVERVIEW.completed, inProgress: GOAL_OVERVIEW.inProgress },
    companyTable: [
      { id: 1, name: 'Dixons', email: 'meguc@ruj.io', category: 'technology', views: 23_400, revenue: 89_120, sales: 68, trend: 'down' },
      { id: 2, name: 'Motels', email: 'vecav@hodzi.co.uk', category: 'grocery', views: 78_000, revenue: 66_851, sales: 97, trend: 'up' },
      { id: 3, name: 'Zipcar', email: 'davcilse@is.gov', category: 'fashion', views: 162_000, revenue: 52_229, sales: 62, trend: 'up' },
      { id: 4, name: 'Owning', email: 'us@cuhil.gov', category: 'technology', views: 214_000, revenue: 29_101, sales: 88, trend: 'up' },
      { id: 5, name: 'Cafés', email: 'pudais@jife.com', category: 'grocery', views: 208_000, revenue: 78_393, sales: 16, trend: 'down' },
      { id: 6, name: 'Kmart', email: 'bipri@cawiw.com', category: 'fashion', views: 75_300, revenue: 24_590, sales: 43, trend: 'up' },
      { id: 7, name: 'Payers', email: 'luk@izug.io', category: 'technology', views: 18_700, revenue: 71_500, sales: 9, trend: 'down' },
    ],
    meetup: {
      title: 'Developer meetup',
      description: 'Meet the people who build the portal: short talks, questions and coffee.',
      start: at(7, 9),
      end: at(7, 12),
      location: 'Lecture hall 2, main building',
      attendees: people,
      attendeesTotal: 42,
    },
    browserData: [
      { key: 'chrome', name: 'Google Chrome', usage: 54.4 },
      { key: 'firefox', name: 'Mozilla Firefox', usage: 6.1 },
      { key: 'safari', name: 'Apple Safari', usage: 14.6 },
      { key: 'edge', name: 'Microsoft Edge', usage: 4.2 },
      { key: 'opera', name: 'Opera Mini', usage: 8.4 },
    ],
    transactionData: [
      { id: 1, time: at(0, 8), method: 'wallet', kind: 'payment', description: 'Starbucks', amount: -7_400 },
      { id: 2, time: at(-1, 14), method: 'bank-transfer', kind: 'top-up', description: 'Banco de Lisboa', amount: 48_000 },
      { id: 3, time: at(-2, 10), method: 'paypal', kind: 'top-up', description: 'PayPal', amount: 48_000 },
      { id: 4, time: at(-3, 19), method: 'card', kind: 'payment', description: 'Pizza Roma', amount: -2_300 },
      { id: 5, time: at(-4, 11), method: 'transfer', kind: 'refund', description: 'Riverside Foods', amount: 9_800 },
      { id: 6, time: at(-6, 16), method: 'card', kind: 'payment', description: 'Office Depot', amount: -15_625 },
    ],
  };
}
