/**
 * Exact money for the invoices, shared by the server (authoritative) and the invoice form (live
 * totals). No binary floating point anywhere: amounts are integer cents, rates integer basis
 * points (hundredths of a percent: 7.5 % is 750), text is parsed digit by digit and products are
 * taken in BigInt.
 *
 * Rounding rule (one, everywhere): per line, half up. A line's gross is cost × quantity (exact);
 * its discount is gross × discount rate and its tax is (gross − discount) × tax rate, each
 * rounded to the cent half up (0.5 cent goes up). The invoice's subtotal, discount, tax and total
 * are the sums of its lines' exact cents, never rounded again. Example: 0.10 and 0.20 at 7.5 % tax
 * are taxed 0.0075 → 0.01 and 0.015 → 0.02, so the total is 0.33 (rounding the total's tax,
 * 0.0225 → 0.02, would give 0.32).
 */

/** Highest unit cost of a line: 10,000,000.00. */
export const MAX_UNIT_CENTS = 1_000_000_000;
export const MAX_QUANTITY = 10_000;
export const MAX_LINES = 50;
/** 100 %. */
export const MAX_BASIS_POINTS = 10_000;
/** Highest single payment: the most an invoice can total (every line at its limits, 100 % tax). */
export const MAX_PAYMENT_CENTS = MAX_UNIT_CENTS * MAX_QUANTITY * MAX_LINES * 2;

export interface MoneyLine {
  /** Unit cost in cents. */
  cost: number;
  quantity: number;
  discountBasisPoints: number;
  taxBasisPoints: number;
}

export interface LineAmounts {
  gross: number;
  discount: number;
  tax: number;
  /** gross − discount + tax */
  total: number;
}

export interface InvoiceAmounts {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const AMOUNT = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/;

/** Cents of a typed amount ("12", "12.5", "0,10"); null when it is not a plain non-negative amount with at most two decimals. */
export function parseCents(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Basis points of a typed percentage ("7.5" → 750, "100" → 10000); null when it is not 0 to 100 with at most two decimals. */
export function parseBasisPoints(text: string): number | null {
  const cents = parseCents(text);
  return cents === null || cents > MAX_BASIS_POINTS ? null : cents;
}

/** A typed whole quantity from 1 to MAX_QUANTITY, or null. */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d{1,6}\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** 1234 → "12.34", 5 → "0.05", -250 → "-2.50": the exact decimal text of an amount in cents. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** 750 → "7.5", 1000 → "10", 5 → "0.05": a rate in basis points as the percentage people type. */
export function basisPointsToPercent(basisPoints: number): string {
  return centsToDecimal(basisPoints).replace(/\.?0+$/, '');
}

/** `amount` × `basisPoints` / 10,000 rounded to the cent, half up (half away from zero). */
export function applyRate(amount: number, basisPoints: number): number {
  const product = BigInt(amount) * BigInt(basisPoints);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return Number(product < 0n ? -rounded : rounded);
}

/** One line's amounts by the rule above. */
export function lineAmounts(line: MoneyLine): LineAmounts {
  const gross = line.cost * line.quantity;
  const discount = applyRate(gross, line.discountBasisPoints);
  const tax = applyRate(gross - discount, line.taxBasisPoints);
  return { gross, discount, tax, total: gross - discount + tax };
}

/** An invoice's amounts: the sums of its lines' amounts. */
export function invoiceAmounts(lines: readonly MoneyLine[]): InvoiceAmounts {
  const totals = { subtotal: 0, discount: 0, tax: 0, total: 0 };
  for (const line of lines) {
    const amounts = lineAmounts(line);
    totals.subtotal += amounts.gross;
    totals.discount += amounts.discount;
    totals.tax += amounts.tax;
    totals.total += amounts.total;
  }
  return totals;
}

/** An amount in cents as the locale writes money ("$1,234.50", "1 234,50 $US"), formatted from its exact decimal text. */
export function formatMoney(cents: number, locale: string, currency = 'USD'): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) moneyFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A price typed into a filter ("25", "25.5", "25,50") as cents: at most 9,999,999.99; null when it is not one. */
export function parsePrice(text: string): number | null {
  const cents = parseCents(text);
  return cents !== null && cents < 1_000_000_000 ? cents : null;
}

/** A rate in basis points as the locale writes a percentage ("7.5%", "7,5 %"), formatted from its exact decimal text. */
export function formatPercent(basisPoints: number, locale: string): string {
  const digits = String(basisPoints).padStart(5, '0');
  const fraction = `${digits.slice(0, -4)}.${digits.slice(-4)}` as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);
}
