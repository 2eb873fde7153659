import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, startDemoApi, type DemoApi } from './demo-helpers.js';

let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo pricing (account settings and profile: demo-account-settings and demo-profile tests)', () => {
  it('pricing has the seed prices', async () => {
    const pricing = (await api.get('/api/pricing/data')).json();
    expect(pricing.basicPlan).toMatchObject({ title: 'Basic', monthlyPrice: 0 });
    expect(pricing.standardPlan).toMatchObject({ monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnual: 480 } });
    expect(pricing.enterprisePlan).toMatchObject({ monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnual: 960 } });
    expect([pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan].filter((p) => p.popular)).toHaveLength(1);
    expect(pricing.qandA.length).toBeGreaterThan(0);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['/api/pricing/data']) await expectGuarded(api, 'GET', url);
  });
});
