import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Row {
  id: number;
  fullName: string;
  email: string;
  city: string;
  post: string;
  status: string;
  salary: number;
  startDate: string;
  avatar: string | null;
}
interface SsrPage {
  rows: Row[];
  total: number;
}

const SSR = '/api/good-table/table_ssr';

let api: DemoApi;
const rows = async (table: string) => (await api.get(`/api/good-table/${table}`)).json() as Row[];

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo tables and autosuggest', () => {
  it('basic and advanced-search give full rows', async () => {
    const basic = await rows('basic');
    expect(basic.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(basic[0]!).sort()).toEqual(['age', 'avatar', 'city', 'email', 'experience', 'fullName', 'id', 'post', 'salary', 'startDate', 'status'].sort());
    expect(new Set(basic.map((r) => r.status)).size).toBe(5);
    expect(basic.some((r) => r.avatar === null)).toBe(true);
    expect(await rows('advanced-search')).toEqual(basic);
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

  describe('table_ssr: the rows of basic, searched, filtered, sorted and paged on the server', () => {
    const ssr = async (query = '') => {
      const res = await api.get(`${SSR}${query ? `?${query}` : ''}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.json() as SsrPage;
    };

    it('answers the first 10 rows of basic and the total by default', async () => {
      const basic = await rows('basic');
      expect(await ssr()).toEqual({ rows: basic.slice(0, 10), total: basic.length });
    });

    it('pages 1-based: page p of size n is rows (p-1)*n .. p*n-1; past the end is empty with the real total', async () => {
      const basic = await rows('basic');
      expect(await ssr('page=2&perPage=5')).toEqual({ rows: basic.slice(5, 10), total: basic.length });
      expect(await ssr('page=5&perPage=12')).toEqual({ rows: basic.slice(48), total: basic.length });
      expect(await ssr('page=99&perPage=100')).toEqual({ rows: [], total: basic.length });
      expect(await ssr('page=99999999999')).toEqual({ rows: [], total: basic.length });
    });

    it('sorts by any row field, ascending or descending, and keeps equal keys in id order', async () => {
      const bySalary = (await ssr('sortBy=salary&sortDesc=true&perPage=100')).rows.map((r) => r.salary);
      expect(bySalary).toEqual([...bySalary].sort((a, b) => b - a));
      const byName = (await ssr('sortBy=fullName&perPage=100')).rows.map((r) => r.fullName);
      expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
      const byPost = (await ssr('sortBy=post&perPage=100')).rows;
      for (let i = 1; i < byPost.length; i += 1) {
        if (byPost[i]!.post === byPost[i - 1]!.post) expect(byPost[i]!.id).toBeGreaterThan(byPost[i - 1]!.id);
      }
      const firstByDate = (await ssr('sortBy=startDate&perPage=1')).rows[0]!;
      expect(firstByDate.startDate).toBe([...(await rows('basic')).map((r) => r.startDate)].sort()[0]);
    });

    it('searches fullName, email, post and city, case-insensitively, and counts the matches', async () => {
      const basic = await rows('basic');
      const someone = basic[7]!;
      const word = someone.city.slice(1, 5).toUpperCase();
      const expected = basic.filter((r) => [r.fullName, r.email, r.post, r.city].some((f) => f.toLowerCase().includes(word.toLowerCase())));
      const page = await ssr(`q=${encodeURIComponent(word)}&perPage=100`);
      expect(page.total).toBe(expected.length);
      expect(page.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect((await ssr('q=nurse%20practitioner&perPage=100')).rows.every((r) => r.post === 'Nurse Practitioner')).toBe(true);
      expect(await ssr('q=zzzz-nobody')).toEqual({ rows: [], total: 0 });
    });

    it('filters by exact status with the search and the sort together', async () => {
      const basic = await rows('basic');
      const expected = basic.filter((r) => r.status === 'Rejected').sort((a, b) => b.salary - a.salary);
      const page = await ssr('status=Rejected&sortBy=salary&sortDesc=true&perPage=3&page=2');
      expect(page).toEqual({ rows: expected.slice(3, 6), total: expected.length });
      expect((await ssr('status=&perPage=100')).total).toBe(basic.length);
    });

    it('refuses malformed and hostile queries with 400 in the error envelope, never a 500', async () => {
      const hostile = [
        'perPage=0',
        'perPage=101',
        'perPage=-5',
        'page=0',
        'page=-1',
        'page=1.5',
        'page=abc',
        'sortDesc=yes',
        'sortBy=password',
        'sortBy=__proto__',
        'sortBy=constructor',
        'status=Fired',
        'status=rejected',
        `q=${HUGE}`,
        'q=a%00b',
        'q=%1B%5B31m',
        'q=line%0Abreak',
      ];
      await expectEach(hostile.map((q) => api.get(`${SSR}?${q}`)), 400);
    });

    it('refuses a search that is not valid text, and ignores unknown keys', async () => {
      await expectEach(['%ED%A0%80', '%uD800', 'a%F0'].map((q) => api.get(`${SSR}?q=${q}`)), 400);
      const basic = await rows('basic');
      expect(await ssr('unknown=1&__proto__=x&perPage=2')).toEqual({ rows: basic.slice(0, 2), total: basic.length });
    });
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
    for (const url of ['basic', 'row-group', 'advanced-search', 'table_ssr', 'table_ssr?page=2&sortBy=salary'].map((t) => `/api/good-table/${t}`).concat('/api/autosuggest/data')) {
      await expectGuarded(api, 'GET', url);
    }
  });
});
