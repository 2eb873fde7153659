import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, startDemoApi, type DemoApi } from './demo-helpers.js';

const STATISTICS = ['subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'];
const ANALYTICS = ['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers'];

let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo cards', () => {
  it('every statistics card has series of { name, data: number[] }', async () => {
    for (const name of STATISTICS) {
      const res = await api.get(`/api/card/card-statistics/${name}`);
      expect(res.statusCode, name).toBe(200);
      const { series } = res.json();
      expect(series.length).toBeGreaterThan(0);
      expect(series.every((s: { name: string; data: number[] }) => typeof s.name === 'string' && s.data.every((n) => typeof n === 'number'))).toBe(true);
    }
    expect((await api.get('/api/card/card-statistics/subscribers')).json().analyticsData).toEqual({ subscribers: expect.any(Number) });
  });

  it('every analytics card answers its own shape in full', async () => {
    const cards = Object.fromEntries(await Promise.all(ANALYTICS.map(async (name) => [name, (await api.get(`/api/card/card-analytics/${name}`)).json()])));
    expect(cards['support-tracker']).toMatchObject({ totalTicket: 163, newTicket: 29, openTicket: 63, responseTime: 1 });
    expect(cards['product-orders'].chartInfo).toEqual({ finished: expect.any(Number), pending: expect.any(Number), rejected: expect.any(Number) });
    expect(cards['sessions-device'].chartInfo).toHaveLength(3);
    expect(cards['sessions-device'].lastDays).toHaveLength(3);
    expect(cards['customers'].listData).toHaveLength(3);
    expect(cards['revenue-report']).toMatchObject({ years: expect.any(Array), budgetSeries: expect.any(Array) });
    expect(cards['avg-sessions']).toMatchObject({ sessions: expect.any(Number), growth: expect.any(String), series: expect.any(Array) });
    expect(cards['goal-overview']).toEqual({ completed: expect.any(Number), inProgress: expect.any(Number), series: [expect.any(Number)] });
    expect(cards['revenue']).toMatchObject({ thisMonth: expect.any(Number), lastMonth: expect.any(Number) });
  });

  it('unknown card names are 404, malformed ones 400', async () => {
    await expectEach(['/api/card/card-statistics/unknown', '/api/card/card-analytics/constructor', '/api/card/card-statistics/valueof'].map((url) => api.get(url)), 404);
    expectError(await api.get('/api/card/card-analytics/__proto__'), 400);
    expectError(await api.get('/api/card/card-statistics/Sales'), 400);
  });

  it('serves both dashboards: numbers, money in cents, and every chart with a label per point', async () => {
    const analytics = (await api.get('/api/analytics/data')).json();
    const shop = (await api.get('/api/ecommerce/data')).json();
    const charts = [
      analytics.subscribersGained.chart,
      analytics.ordersReceived.chart,
      analytics.avgSessions.chart,
      analytics.salesChart,
      shop.statisticsOrder.chart,
      shop.statisticsProfit.chart,
      ...shop.revenueReport.years.flatMap((y: { chart: unknown; budgetChart: unknown }) => [y.chart, y.budgetChart]),
    ] as { period: string; labels: string[]; series: { key: string; data: number[] }[] }[];
    for (const chart of charts) {
      expect(chart.labels.every((label) => (chart.period === 'day' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}$/).test(label))).toBe(true);
      for (const series of chart.series) expect(series.data, series.key).toHaveLength(chart.labels.length);
    }
    expect(analytics).toMatchObject({ currency: 'USD', supportTracker: { totalTicket: 163 }, congratulation: { saleToday: expect.any(Number) } });
    expect(analytics.timeline.map((t: { kind: string }) => t.kind)).toEqual(['invoices-paid', 'client-meeting', 'project-created']);
    expect(shop.statisticsItems.map((s: { key: string }) => s.key)).toEqual(['sales', 'customers', 'products', 'revenue']);
    expect(shop.revenueReport.years.map((y: { year: number }) => y.year)).toEqual([0, 1, 2].map((n) => new Date().getUTCFullYear() - n));
    const money = [shop.congratulations.amount, shop.statisticsProfit.total, shop.earningsChart.thisMonth, ...shop.transactionData.map((t: { amount: number }) => t.amount)];
    expect(money.every(Number.isInteger)).toBe(true);
    expect(shop.earningsChart.split.reduce((sum: number, part: { percent: number }) => sum + part.percent, 0)).toBe(100);
  });

  it('answers the same figures on every start (only the dates follow the clock)', async () => {
    const again = await startDemoApi();
    try {
      for (const url of ['/api/analytics/data', '/api/ecommerce/data']) {
        const strip = (body: string) => body.replace(/\d{4}-\d{2}(-\d{2}(T[\d:.]+Z)?)?/g, 'DATE');
        expect(strip((await again.get(url)).body)).toBe(strip((await api.get(url)).body));
      }
    } finally {
      await again.close();
    }
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['/api/card/card-statistics/sales', '/api/card/card-analytics/revenue', '/api/analytics/data', '/api/ecommerce/data']) {
      await expectGuarded(api, 'GET', url);
    }
  });
});
