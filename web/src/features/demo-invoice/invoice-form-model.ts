import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { validateWithSchema } from '../../lib/typebox-resolver';
import { basisPointsToPercent, centsToDecimal, parseBasisPoints, parseCents, parseQuantity, MAX_UNIT_CENTS, type MoneyLine } from '../../../../common/money';
import { InvoiceInputFields, type InvoiceClient, type InvoiceInput } from '../../../../common/demo-invoice';
import type { DemoInvoiceFull } from './vocabulary';

/**
 * The invoice form holds what people type (amounts and rates as text); it becomes the API's
 * input (integer cents and basis points) digit by digit, never through a floating-point number,
 * and is checked against the same schema the server validates with.
 */
export interface LineForm {
  item: string;
  description: string;
  cost: string;
  quantity: string;
  discount: string;
  tax: string;
}

export interface InvoiceForm {
  issuedDate: string;
  dueDate: string;
  client: InvoiceClient;
  lines: LineForm[];
  salesperson: string;
  note: string;
}

export const EMPTY_LINE: LineForm = { item: '', description: '', cost: '', quantity: '1', discount: '0', tax: '0' };
export const EMPTY_CLIENT: InvoiceClient = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' };

export function newInvoiceForm(issuedDate: string, dueDate: string): InvoiceForm {
  return { issuedDate, dueDate, client: { ...EMPTY_CLIENT }, lines: [{ ...EMPTY_LINE }], salesperson: '', note: '' };
}

/** The form of a saved invoice: its amounts written back as the decimals people type. */
export function formOf(invoice: DemoInvoiceFull): InvoiceForm {
  return {
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    client: { ...invoice.client },
    lines: invoice.lines.map((line) => ({
      item: line.item,
      description: line.description,
      cost: centsToDecimal(line.cost),
      quantity: String(line.quantity),
      discount: basisPointsToPercent(line.discountBasisPoints),
      tax: basisPointsToPercent(line.taxBasisPoints),
    })),
    salesperson: invoice.salesperson,
    note: invoice.note,
  };
}

/** A line's exact money, or null while one of its numbers is not valid yet (the live totals skip it). */
export function moneyOf(line: LineForm): MoneyLine | null {
  const cost = parseCents(line.cost);
  const quantity = parseQuantity(line.quantity);
  const discountBasisPoints = parseBasisPoints(line.discount);
  const taxBasisPoints = parseBasisPoints(line.tax);
  if (cost === null || cost > MAX_UNIT_CENTS || quantity === null || discountBasisPoints === null || taxBasisPoints === null) return null;
  return { cost, quantity, discountBasisPoints, taxBasisPoints };
}

const NUMBER_PROBLEMS: Record<'cost' | 'quantity' | 'discount' | 'tax', MessageDescriptor> = {
  cost: msg`Enter an amount such as 12.50 (at most 10,000,000).`,
  quantity: msg`Enter a whole number from 1 to 10,000.`,
  discount: msg`Enter a percentage from 0 to 100, such as 7.5.`,
  tax: msg`Enter a percentage from 0 to 100, such as 7.5.`,
};

/** The API input of a form, and the problems found (dotted field names → message). */
export function checkInvoiceForm(form: InvoiceForm): { input: InvoiceInput; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const lines = form.lines.map((line, index) => {
    const parsed = {
      cost: parseCents(line.cost),
      quantity: parseQuantity(line.quantity),
      discount: parseBasisPoints(line.discount),
      tax: parseBasisPoints(line.tax),
    };
    for (const [field, value] of Object.entries(parsed)) {
      if (value === null) problems[`lines.${index}.${field}`] = i18n._(NUMBER_PROBLEMS[field as keyof typeof parsed]);
    }
    return {
      item: line.item.trim(),
      description: line.description,
      cost: parsed.cost ?? 0,
      quantity: parsed.quantity ?? 1,
      discountBasisPoints: parsed.discount ?? 0,
      taxBasisPoints: parsed.tax ?? 0,
    };
  });
  const input: InvoiceInput = { ...form, client: { ...form.client, name: form.client.name.trim() }, salesperson: form.salesperson.trim(), lines };
  for (const [name, error] of Object.entries(validateWithSchema(InvoiceInputFields, input))) {
    const field = name.replace(/\.discountBasisPoints$/, '.discount').replace(/\.taxBasisPoints$/, '.tax');
    problems[field] ??= field === 'lines' && form.lines.length === 0 ? i18n._(msg`Add at least one line.`) : error.message;
  }
  if (!problems.issuedDate && !problems.dueDate && input.dueDate < input.issuedDate) {
    problems.dueDate = i18n._(msg`The due date cannot be before the issue date.`);
  }
  return { input, problems };
}

/** react-hook-form's resolver for the invoice form. */
export const invoiceResolver: Resolver<InvoiceForm> = async (values) => {
  const { problems } = checkInvoiceForm(values);
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const errors: FieldErrors<InvoiceForm> = {};
  for (const [name, message] of Object.entries(problems)) set(errors, name, { type: 'validate', message });
  return { values: {}, errors };
};
