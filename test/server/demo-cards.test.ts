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

  it('serves both dashboards with series and totals', async () => {
    const analytics = (await api.get('/api/analytics/data')).json();
    expect(analytics).toMatchObject({ congratulation: { saleToday: expect.any(Number) }, subscribersGained: { series: expect.any(Array) }, supportTracker: { totalTicket: 163 } });
    expect(analytics.timeline.length).toBeGreaterThan(0);
    const shop = (await api.get('/api/ecommerce/data')).json();
    expect(shop.statisticsItems).toHaveLength(4);
    expect(shop.revenueReport.series.length).toBe(2);
    expect(shop.goalOverview.series).toEqual([expect.any(Number)]);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['/api/card/card-statistics/sales', '/api/card/card-analytics/revenue', '/api/analytics/data', '/api/ecommerce/data']) {
      await expectGuarded(api, 'GET', url);
    }
  });
});
