import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Invoice {
  id: number;
  issuedDate: string;
  dueDate: string;
  total: number;
  balance: number;
  invoiceStatus: string;
  client: { name: string; companyEmail: string };
}

const URL = '/api/apps/invoice/invoices';
let api: DemoApi;
const list = async (query: string) => (await api.get(`${URL}?${query}`)).json() as { invoices: Invoice[]; total: number };

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo invoices', () => {
  it('seeds at least 50 invoices over every status, with ISO dates', async () => {
    const { invoices, total } = await list('perPage=100');
    expect(total).toBeGreaterThanOrEqual(50);
    expect(new Set(invoices.map((i) => i.invoiceStatus))).toEqual(new Set(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']));
    expect(invoices.every((i) => /^\d{4}-\d{2}-\d{2}$/.test(i.issuedDate) && /^\d{4}-\d{2}-\d{2}$/.test(i.dueDate))).toBe(true);
  });

  it('filters by exact status with the right total', async () => {
    const all = (await list('perPage=100')).invoices;
    const { invoices, total } = await list('status=Past%20Due');
    expect(total).toBe(all.filter((i) => i.invoiceStatus === 'Past Due').length);
    expect(invoices.every((i) => i.invoiceStatus === 'Past Due')).toBe(true);
  });

  it("searches the client's name or company e-mail, case-insensitively", async () => {
    const target = (await list('')).invoices[2]!;
    const byName = await list(`q=${encodeURIComponent(target.client.name.toUpperCase())}`);
    expect(byName.invoices.map((i) => i.id)).toContain(target.id);
    const byEmail = await list(`q=${encodeURIComponent(target.client.companyEmail)}`);
    expect(byEmail.invoices.map((i) => i.id)).toContain(target.id);
  });

  it('sorts by any documented key, both ways, and pages 1-based', async () => {
    const asc = (await list('sortBy=total&perPage=100')).invoices.map((i) => i.total);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const byClient = (await list('sortBy=client&sortDesc=true&perPage=100')).invoices.map((i) => i.client.name.toLowerCase());
    expect(byClient).toEqual([...byClient].sort((a, b) => b.localeCompare(a, 'en')));
    const all = (await list('perPage=100')).invoices;
    expect((await list('page=3&perPage=10')).invoices).toEqual(all.slice(20, 30));
    expect((await list('page=50')).invoices).toEqual([]);
  });

  it('refuses bad query values with 400', async () => {
    await expectEach(['perPage=1000', 'page=-1', 'sortBy=client.name', 'sortDesc=1', 'status=Lost', `q=${HUGE}`].map((q) => api.get(`${URL}?${q}`)), 400);
  });

  it('shows one invoice with payment details, 404 for unknown ids', async () => {
    const first = (await list('')).invoices[0]!;
    const res = await api.get(`${URL}/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject(first);
    expect(Object.keys(res.json().paymentDetails).sort()).toEqual(['bankName', 'country', 'iban', 'swiftCode', 'totalDue']);
    expectError(await api.get(`${URL}/1`), 404);
    expectError(await api.get(`${URL}/nope`), 400);
  });

  it('filters by an issued-day range (both ends included) and by the exact client e-mail', async () => {
    const all = (await list('perPage=100')).invoices;
    const days = [...new Set(all.map((i) => i.issuedDate))].sort();
    const [from, to] = [days[5]!, days[20]!];
    const { invoices, total } = await list(`issuedFrom=${from}&issuedTo=${to}&perPage=100`);
    const expected = all.filter((i) => i.issuedDate >= from && i.issuedDate <= to);
    expect(total).toBe(expected.length);
    expect(invoices.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    expect((await list(`issuedFrom=${to}&issuedTo=${to}&perPage=100`)).invoices.every((i) => i.issuedDate === to)).toBe(true);
    const email = all[7]!.client.companyEmail;
    const mine = await list(`clientEmail=${encodeURIComponent(email.toUpperCase())}&perPage=100`);
    expect(mine.invoices.map((i) => i.id)).toEqual(all.filter((i) => i.client.companyEmail === email).map((i) => i.id));
    const range = await api.get(`${URL}?issuedFrom=${to}&issuedTo=${from}`);
    expectError(range, 400);
    expect(range.json()).toMatchObject({ code: 'invalid_range', field: 'issuedTo' });
    await expectEach(['issuedFrom=yesterday', 'issuedTo=2026-13-01', 'clientEmail=nobody', `clientEmail=${HUGE}@x.org`].map((q) => api.get(`${URL}?${q}`)), 400);
  });

  it('lists the clients of the first 5 invoices', async () => {
    const firstFive = (await list('perPage=5')).invoices.map((i) => i.client);
    expect((await api.get('/api/apps/invoice/clients')).json()).toEqual(firstFive);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'GET', URL);
    await expectGuarded(api, 'GET', `${URL}/4987`);
    await expectGuarded(api, 'GET', '/api/apps/invoice/clients');
  });
});
