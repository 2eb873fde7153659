import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Invoice {
  id: number;
  issuedDate: string;
  dueDate: string;
  invoiceStatus: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  paid: number;
  balance: number;
  service: string;
  lines: unknown[];
  payments: { id: number; amount: number; method: string }[];
  history: { kind: string; to?: string; amount?: number; sourceId?: number }[];
}

const URL = '/api/apps/invoice/invoices';
const today = new Date().toISOString().slice(0, 10);
const client = { name: 'Ana Lima', company: 'Lima & Filhos', companyEmail: 'ana@lima.example', address: 'Rua Augusta 1', country: 'Portugal', contact: '+351 912 000 000' };
const line = (cost: number, quantity = 1, taxBasisPoints = 0, discountBasisPoints = 0, item = 'Consulting') => ({ item, description: '', cost, quantity, discountBasisPoints, taxBasisPoints });
const input = (lines: object[] = [line(10, 1, 750), line(20, 1, 750)], extra: object = {}) => ({
  issuedDate: today,
  dueDate: today,
  client,
  lines,
  salesperson: 'Tom Weiss',
  note: 'Thanks',
  ...extra,
});
const payment = (amount: number, extra: object = {}) => ({ payment: { amount, date: today, method: 'Cash', note: '', ...extra } });

let api: DemoApi;
const create = async (body: object = { invoice: input() }) => {
  const res = await api.post(URL, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invoice as Invoice;
};
const detail = async (id: number) => (await api.get(`${URL}/${id}`)).json() as { invoice: Invoice; paymentDetails: { totalDue: string } };

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('invoice money is exact', () => {
  it('0.10 + 0.20 at 7.5 % tax: subtotal 30 cents, tax 3 cents (per line, half up), total 33 cents', async () => {
    const invoice = await create();
    expect(invoice).toMatchObject({ subtotal: 30, discount: 0, tax: 3, total: 33, paid: 0, balance: 33, invoiceStatus: 'Draft', service: 'Consulting' });
    expect((await detail(invoice.id)).paymentDetails.totalDue).toBe('0.33');
  });

  it('takes each line’s discount before its tax and sums the lines', async () => {
    const invoice = await create({ invoice: input([line(1999, 3, 2300, 1000), line(5, 1), line(333, 3, 750, 500)]) });
    // 59.97 − 6.00 (10 %, 5.997 → 6.00) = 53.97, tax 23 % = 12.4131 → 12.41; 0.05; 9.99 − 0.50 (0.4995 → 0.50) = 9.49, tax 0.71175 → 0.71
    expect(invoice).toMatchObject({ subtotal: 5997 + 5 + 999, discount: 600 + 50, tax: 1241 + 71, total: 6638 + 5 + 1020 });
  });

  it('computes the amounts itself: totals, status and payments in the body are ignored', async () => {
    const invoice = await create({ invoice: { ...input(), total: 1, balance: 0, invoiceStatus: 'Paid', payments: [{ amount: 33 }], id: 4987 } });
    expect(invoice).toMatchObject({ total: 33, balance: 33, invoiceStatus: 'Draft', payments: [] });
    expect(invoice.id).not.toBe(4987);
  });
});

describe('invoice create and edit', () => {
  it('gets the next number, shows in the list, and keeps what was entered', async () => {
    const before = (await api.get(`${URL}?sortBy=id&sortDesc=true&perPage=1`)).json().invoices[0].id as number;
    const invoice = await create();
    expect(invoice.id).toBe(before + 1);
    expect(invoice.history.map((h) => h.kind)).toEqual(['created']);
    const listed = (await api.get(`${URL}?clientEmail=${client.companyEmail}&perPage=100`)).json().invoices as Invoice[];
    expect(listed.map((i) => i.id)).toContain(invoice.id);
    expect((await detail(invoice.id)).invoice).toMatchObject({ client, salesperson: 'Tom Weiss', note: 'Thanks', lines: input().lines });
  });

  it('replaces lines and dates on edit, the id taken from the URL', async () => {
    const invoice = await create();
    const res = await api.post(`${URL}/${invoice.id}`, { invoice: { ...input([line(12345, 2)], { dueDate: '2099-01-01' }), id: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ id: invoice.id, total: 24690, dueDate: '2099-01-01', lines: [line(12345, 2)] });
    expect(res.json().invoice.history.map((h: { kind: string }) => h.kind)).toEqual(['edited', 'created']);
  });

  it('refuses an edit that would bring the total below the payments (409)', async () => {
    const invoice = await create({ invoice: input([line(10_000)]) });
    await api.post(`${URL}/${invoice.id}/payments`, payment(6000));
    const res = await api.post(`${URL}/${invoice.id}`, { invoice: input([line(5000)]) });
    expectError(res, 409);
    expect(res.json()).toMatchObject({ code: 'total_below_paid' });
    expect((await detail(invoice.id)).invoice.total).toBe(10_000);
  });

  it('refuses hostile invoices with 400 and stores nothing', async () => {
    const count = async () => (await api.get(`${URL}?perPage=1`)).json().total as number;
    const before = await count();
    const bad = [
      input([line(-1)]),
      input([line(10, -1)]),
      input([line(10, 0)]),
      input([line(10, 1.5)]),
      input([line(10.5)]),
      input([{ ...line(10), cost: '10.00' }]),
      input([line(1_000_000_001)]),
      input([line(10, 10_001)]),
      input([line(10, 1, 10_001)]),
      input([line(10, 1, -750)]),
      input([line(10, 1, 0, 10_001)]),
      input([line(10, 1, 7.5)]),
      input([]),
      input(Array.from({ length: 51 }, () => line(1))),
      input([line(10, 1, 0, 0, '')]),
      input([line(10, 1, 0, 0, 'nul\u0000')]),
      input([line(10, 1, 0, 0, HUGE)]),
      input(undefined, { note: 'half \udc00 pair' }),
      input(undefined, { client: { ...client, companyEmail: 'nope' } }),
      input(undefined, { client: { ...client, name: 'tab\tname' } }),
      input(undefined, { issuedDate: '2026-02-30' }),
      input(undefined, { issuedDate: today, dueDate: '2000-01-01' }),
      input(undefined, { salesperson: 42 }),
    ].map((invoice) => api.post(URL, { invoice }));
    await expectEach([...bad, api.post(URL, {}), api.post(URL, { invoice: 'x' })], 400);
    const due = await api.post(URL, { invoice: input(undefined, { dueDate: '2000-01-01' }) });
    expect(due.json()).toMatchObject({ code: 'due_before_issued', field: 'invoice.dueDate' });
    expect(await count()).toBe(before);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expectError(await api.post(`${URL}/1`, { invoice: input() }), 404);
    expectError(await api.post(`${URL}/x`, { invoice: input() }), 400);
    expectError(await api.del(`${URL}/1`), 404);
    expectError(await api.post(`${URL}/1/duplicate`), 404);
    expectError(await api.post(`${URL}/1/send`, { email: { to: 'a@b.co', subject: 's', message: '' } }), 404);
    expectError(await api.post(`${URL}/1/payments`, payment(1)), 404);
    expectError(await api.post(`${URL}/0/payments`, payment(1)), 400);
  });
});

describe('invoice payments', () => {
  it('moves the status to Partial Payment, then Paid, and the balance with it', async () => {
    const invoice = await create({ invoice: input([line(10_000, 1, 750)]) }); // 107.50
    const partial = await api.post(`${URL}/${invoice.id}/payments`, payment(5000, { method: 'PayPal', note: 'first half' }));
    expect(partial.statusCode).toBe(201);
    expect(partial.json().invoice).toMatchObject({ invoiceStatus: 'Partial Payment', paid: 5000, balance: 5750, payments: [{ id: 1, amount: 5000, method: 'PayPal', note: 'first half' }] });
    expect((await detail(invoice.id)).paymentDetails.totalDue).toBe('57.50');
    const rest = await api.post(`${URL}/${invoice.id}/payments`, payment(5750));
    expect(rest.json().invoice).toMatchObject({ invoiceStatus: 'Paid', paid: 10_750, balance: 0 });
    expect(rest.json().invoice.history.slice(0, 2)).toMatchObject([{ kind: 'payment', amount: 5750 }, { kind: 'payment', amount: 5000 }]);
    const listed = (await api.get(`${URL}?status=Paid&clientEmail=${client.companyEmail}&perPage=100`)).json().invoices as Invoice[];
    expect(listed.map((i) => i.id)).toContain(invoice.id);
  });

  it('refuses an overpayment (409) and hostile payments (400), recording nothing', async () => {
    const invoice = await create({ invoice: input([line(1000)]) });
    const over = await api.post(`${URL}/${invoice.id}/payments`, payment(1001));
    expectError(over, 409);
    expect(over.json()).toMatchObject({ code: 'overpayment', field: 'payment.amount' });
    await expectEach(
      [
        payment(0),
        payment(-500),
        payment(10.5),
        { payment: { amount: '10', date: today, method: 'Cash', note: '' } },
        payment(100, { method: 'Barter' }),
        payment(100, { date: 'today' }),
        payment(100, { date: '2000-01-01' }),
        payment(100, { note: 'a\u0000b' }),
        payment(100, { note: HUGE }),
        payment(Number.MAX_SAFE_INTEGER + 2),
        {},
      ].map((body) => api.post(`${URL}/${invoice.id}/payments`, body)),
      400,
    );
    expect((await detail(invoice.id)).invoice).toMatchObject({ paid: 0, balance: 1000, payments: [], invoiceStatus: 'Draft' });
  });

  it('two payments of the whole balance at once: one is recorded, the other refused', async () => {
    const invoice = await create({ invoice: input([line(2500)]) });
    const answers = await Promise.all([1, 2, 3].map(() => api.post(`${URL}/${invoice.id}/payments`, payment(2500))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await detail(invoice.id)).invoice).toMatchObject({ paid: 2500, balance: 0, invoiceStatus: 'Paid' });
  });
});

describe('invoice send, duplicate and delete', () => {
  it('records the sending (status Sent, history) and sends no e-mail', async () => {
    const invoice = await create();
    const res = await api.post(`${URL}/${invoice.id}/send`, { email: { to: 'ana@lima.example', subject: `Invoice #${invoice.id}`, message: 'Dear Ana,\nplease find…' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ invoiceStatus: 'Sent', history: [{ kind: 'sent', to: 'ana@lima.example' }, { kind: 'created' }] });
    const outbox = await readdir(join(api.test.dataDir, 'outbox')).catch(() => []);
    expect(outbox).toEqual([]);
    await expectEach(
      [{ email: { to: 'nope', subject: 's', message: '' } }, { email: { to: 'a@b.co', subject: '', message: '' } }, { email: { to: 'a@b.co', subject: 's', message: 'x'.repeat(5001) } }, {}].map((body) =>
        api.post(`${URL}/${invoice.id}/send`, body),
      ),
      400,
    );
  });

  it('keeps Partial Payment when a partly paid invoice is sent again', async () => {
    const invoice = await create({ invoice: input([line(1000)]) });
    await api.post(`${URL}/${invoice.id}/payments`, payment(100));
    const res = await api.post(`${URL}/${invoice.id}/send`, { email: { to: 'ana@lima.example', subject: 'Reminder', message: '' } });
    expect(res.json().invoice.invoiceStatus).toBe('Partial Payment');
  });

  it('duplicates into a new draft issued today with the same lines and term, without payments', async () => {
    const source = await create({ invoice: input([line(1000), line(250, 4)], { dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10) }) });
    await api.post(`${URL}/${source.id}/payments`, payment(500));
    const res = await api.post(`${URL}/${source.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().invoice as Invoice;
    expect(copy.id).toBeGreaterThan(source.id);
    expect(copy).toMatchObject({ issuedDate: today, invoiceStatus: 'Draft', total: 2000, paid: 0, balance: 2000, payments: [], lines: source.lines, history: [{ kind: 'duplicated', sourceId: source.id }] });
    expect((Date.parse(copy.dueDate) - Date.parse(copy.issuedDate)) / 86_400_000).toBe(14);
    expect((await detail(source.id)).invoice.paid).toBe(500);
  });

  it('deletes: then the invoice is gone (404) and out of the list', async () => {
    const invoice = await create();
    expect((await api.del(`${URL}/${invoice.id}`)).json().invoice.id).toBe(invoice.id);
    expectError(await api.get(`${URL}/${invoice.id}`), 404);
    expectError(await api.del(`${URL}/${invoice.id}`), 404);
    const listed = (await api.get(`${URL}?clientEmail=${client.companyEmail}&perPage=100`)).json().invoices as Invoice[];
    expect(listed.map((i) => i.id)).not.toContain(invoice.id);
  });
});

describe('invoice writes are guarded', () => {
  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'POST', URL, { invoice: input() });
    await expectGuarded(api, 'POST', `${URL}/4987`, { invoice: input() });
    await expectGuarded(api, 'DELETE', `${URL}/4987`);
    await expectGuarded(api, 'POST', `${URL}/4987/duplicate`);
    await expectGuarded(api, 'POST', `${URL}/4987/send`, { email: { to: 'a@b.co', subject: 's', message: '' } });
    await expectGuarded(api, 'POST', `${URL}/4987/payments`, payment(1));
    expect((await detail(4987)).invoice.history.length).toBeLessThanOrEqual(3);
  });
});
