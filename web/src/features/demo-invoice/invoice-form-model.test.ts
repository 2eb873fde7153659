import { describe, expect, it } from 'vitest';
import { invoiceAmounts } from '../../../../common/money';
import { checkInvoiceForm, EMPTY_LINE, formOf, invoiceResolver, moneyOf, newInvoiceForm, type InvoiceForm } from './invoice-form-model';

const client = { name: 'Ana Lima', company: '', companyEmail: 'ana@lima.example', address: '', country: '', contact: '' };
const form = (lines: Partial<typeof EMPTY_LINE>[], extra: Partial<InvoiceForm> = {}): InvoiceForm => ({
  ...newInvoiceForm('2026-11-02', '2026-12-02'),
  client,
  lines: lines.map((line) => ({ ...EMPTY_LINE, item: 'Work', ...line })),
  ...extra,
});
const resolve = (values: InvoiceForm) => invoiceResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the invoice form', () => {
  it('turns typed amounts into exact cents: 0.10 + 0.20 at 7.5 % is 0.33', () => {
    const { input, problems } = checkInvoiceForm(form([{ cost: '0.10', tax: '7.5' }, { cost: '0,20', tax: '7,5' }, { cost: '19.99', quantity: '3', discount: '10', tax: '23' }]));
    expect(problems).toEqual({});
    expect(input.lines.map((l) => [l.cost, l.quantity, l.discountBasisPoints, l.taxBasisPoints])).toEqual([
      [10, 1, 0, 750],
      [20, 1, 0, 750],
      [1999, 3, 1000, 2300],
    ]);
    expect(invoiceAmounts(input.lines.slice(0, 2)).total).toBe(33);
  });

  it('names each field at fault in words', async () => {
    const { problems } = checkInvoiceForm(
      form([{ cost: '-1', quantity: '0', discount: '101', tax: 'abc', item: ' ' }], { dueDate: '2026-01-01', client: { ...client, companyEmail: 'nope', name: '' } }),
    );
    expect(problems).toEqual({
      'lines.0.cost': 'Enter an amount such as 12.50 (at most 10,000,000).',
      'lines.0.quantity': 'Enter a whole number from 1 to 10,000.',
      'lines.0.discount': 'Enter a percentage from 0 to 100, such as 7.5.',
      'lines.0.tax': 'Enter a percentage from 0 to 100, such as 7.5.',
      'lines.0.item': 'This field is required.',
      'client.name': 'This field is required.',
      'client.companyEmail': 'Enter a valid e-mail address.',
      dueDate: 'The due date cannot be before the issue date.',
    });
    const { errors } = await resolve(form([{ cost: 'x' }]));
    expect(errors).toMatchObject({ lines: [{ cost: { message: 'Enter an amount such as 12.50 (at most 10,000,000).' } }] });
  });

  it('asks for at least one line and at most 50', () => {
    expect(checkInvoiceForm(form([])).problems.lines).toBe('Add at least one line.');
    expect(checkInvoiceForm(form(Array.from({ length: 51 }, () => ({ cost: '1' })))).problems.lines).toBeDefined();
  });

  it('skips a line in the live totals until its numbers are valid', () => {
    expect(moneyOf({ ...EMPTY_LINE, cost: '12.5', quantity: '2', tax: '10' })).toEqual({ cost: 1250, quantity: 2, discountBasisPoints: 0, taxBasisPoints: 1000 });
    expect(moneyOf({ ...EMPTY_LINE, cost: '12.555' })).toBeNull();
  });

  it('writes a saved invoice back as the text people type', () => {
    const saved = formOf({
      id: 1,
      issuedDate: '2026-11-02',
      dueDate: '2026-12-02',
      client,
      service: 'Work',
      total: 0,
      avatar: null,
      invoiceStatus: 'Draft',
      balance: 0,
      currency: 'USD',
      lines: [{ item: 'Work', description: '', cost: 1005, quantity: 2, discountBasisPoints: 0, taxBasisPoints: 750 }],
      salesperson: '',
      note: '',
      subtotal: 0,
      discount: 0,
      tax: 0,
      paid: 0,
      payments: [],
      history: [],
    });
    expect(saved.lines[0]).toEqual({ item: 'Work', description: '', cost: '10.05', quantity: '2', discount: '0', tax: '7.5' });
    expect(checkInvoiceForm(saved).input.lines[0]).toMatchObject({ cost: 1005, taxBasisPoints: 750 });
  });
});
