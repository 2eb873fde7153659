import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/app.js';
import { expectEach, expectError, expectGuarded, startDemoApi, type DemoApi } from './demo-helpers.js';

let api: DemoApi;
const pricing = async () => (await api.get('/api/pricing/data')).json();
const choose = (body: unknown) => api.post('/api/pricing/plan', body);

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo pricing', () => {
  it('has the seed prices in whole dollars, one popular plan, and the questions', async () => {
    const data = await pricing();
    expect(data.currency).toBe('USD');
    expect(data.basicPlan).toMatchObject({ id: 'basic', monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnual: 0 } });
    expect(data.standardPlan).toMatchObject({ id: 'standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnual: 480 }, popular: true });
    expect(data.enterprisePlan).toMatchObject({ id: 'enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnual: 960 } });
    expect(data.qandA.length).toBeGreaterThan(0);
  });

  it('starts on Basic, monthly; choosing a plan changes the current plan the page reads', async () => {
    expect((await pricing()).currentPlan).toEqual({ plan: 'basic', billing: 'monthly' });
    const res = await choose({ plan: 'enterprise', billing: 'annual' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plan: 'enterprise', billing: 'annual' });
    expect((await pricing()).currentPlan).toEqual({ plan: 'enterprise', billing: 'annual' });
    expect((await choose({ plan: 'standard', billing: 'monthly', price: 0, isAdmin: true })).json()).toEqual({ plan: 'standard', billing: 'monthly' });
    const after = await pricing();
    expect(after.currentPlan).toEqual({ plan: 'standard', billing: 'monthly' });
    expect(after.standardPlan.monthlyPrice).toBe(49);
  });

  it('refuses unknown plans and periods, wrong types, missing fields and non-JSON bodies, and keeps the plan', async () => {
    const before = (await pricing()).currentPlan;
    await expectEach(
      [
        choose({ plan: 'gold', billing: 'monthly' }),
        choose({ plan: 'basic', billing: 'weekly' }),
        choose({ plan: 'BASIC', billing: 'monthly' }),
        choose({ plan: 'basic\u0000', billing: 'monthly' }),
        choose({ plan: 1, billing: 'monthly' }),
        choose({ plan: 'basic' }),
        choose({}),
        choose([]),
        api.test.app.inject({ method: 'POST', url: '/api/pricing/plan', headers: { ...bearer(await api.test.token('admin')), 'content-type': 'application/json' }, payload: '{"plan":' }),
      ],
      400,
    );
    expect((await pricing()).currentPlan).toEqual(before);
  });

  it('needs a token (401) and the Demo ability (403), for reading and for choosing', async () => {
    await expectGuarded(api, 'GET', '/api/pricing/data');
    await expectGuarded(api, 'POST', '/api/pricing/plan', { plan: 'enterprise', billing: 'annual' });
    expectError(await api.post('/api/pricing/plan', { plan: 'enterprise', billing: 'annual' }, 'client'), 403);
  });
});

