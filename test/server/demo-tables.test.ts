import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Row {
  id: number;
  post: string;
  status: string;
  avatar: string | null;
}

let api: DemoApi;
const rows = async (table: string) => (await api.get(`/api/good-table/${table}`)).json() as Row[];

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo tables and autosuggest', () => {
  it('basic and advanced-search give full rows; table_ssr gives the first rows of basic', async () => {
    const basic = await rows('basic');
    expect(basic.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(basic[0]!).sort()).toEqual(['age', 'avatar', 'city', 'email', 'experience', 'fullName', 'id', 'post', 'salary', 'startDate', 'status'].sort());
    expect(new Set(basic.map((r) => r.status)).size).toBe(5);
    expect(basic.some((r) => r.avatar === null)).toBe(true);
    expect(await rows('advanced-search')).toEqual(basic);
    const ssr = await rows('table_ssr');
    expect(ssr.length).toBeGreaterThan(0);
    expect(ssr).toEqual(basic.slice(0, ssr.length));
  });

  it('row-group groups every row by post, as { mode, label, children }', async () => {
    const groups = (await api.get('/api/good-table/row-group')).json() as { mode: string; label: string; children: Row[] }[];
    const basic = await rows('basic');
    expect(groups.every((g) => g.mode === 'span' && g.children.every((r) => r.post === g.label))).toBe(true);
    expect(groups.flatMap((g) => g.children).length).toBe(basic.length);
  });

  it('autosuggest gives developers and designers (name, email, avatar, time) and pages (name, icon)', async () => {
    const data = (await api.get('/api/autosuggest/data')).json();
    for (const group of [data.developers, data.designers]) {
      expect(group.length).toBeGreaterThan(0);
      expect(Object.keys(group[0]).sort()).toEqual(['avatar', 'email', 'name', 'time']);
    }
    expect(Object.keys(data.pages[0]).sort()).toEqual(['icon', 'name']);
  });

  it('is the same data on every start (deterministic seed)', async () => {
    const other = await startDemoApi();
    try {
      expect((await other.get('/api/good-table/basic')).json()).toEqual(await rows('basic'));
    } finally {
      await other.close();
    }
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of ['basic', 'row-group', 'advanced-search', 'table_ssr'].map((t) => `/api/good-table/${t}`).concat('/api/autosuggest/data')) {
      await expectGuarded(api, 'GET', url);
    }
  });
});
