import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, startDemoApi, type DemoApi } from './demo-helpers.js';

let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo pricing, account settings and profile', () => {
  it('pricing has the seed prices', async () => {
    const pricing = (await api.get('/api/pricing/data')).json();
    expect(pricing.basicPlan).toMatchObject({ title: 'Basic', monthlyPrice: 0 });
    expect(pricing.standardPlan).toMatchObject({ monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnual: 480 } });
    expect(pricing.enterprisePlan).toMatchObject({ monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnual: 960 } });
    expect([pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan].filter((p) => p.popular)).toHaveLength(1);
    expect(pricing.qandA.length).toBeGreaterThan(0);
  });

  it('account settings have general, info, social and six notification toggles', async () => {
    const settings = (await api.get('/api/account-setting/data')).json();
    expect(Object.keys(settings.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username']);
    expect(Object.keys(settings.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website']);
    expect(settings.social.connections.twitter.connected).toBe(true);
    expect(Object.values(settings.notification)).toHaveLength(6);
    expect(Object.values(settings.notification).every((v) => typeof v === 'boolean')).toBe(true);
  });

  it('the profile page has a header, about, posts and suggestions', async () => {
    const profile = (await api.get('/api/profile/data')).json();
    expect(profile.header).toMatchObject({ username: expect.any(String), designation: expect.any(String) });
    expect(profile.post.length).toBeGreaterThan(0);
    expect(profile.post[0].likedUsers.length).toBeGreaterThan(0);
    expect(profile.polls[0].votedUser[0]).toEqual({ avatar: expect.any(String), username: expect.any(String) });
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['/api/pricing/data', '/api/account-setting/data', '/api/profile/data']) await expectGuarded(api, 'GET', url);
  });
});
