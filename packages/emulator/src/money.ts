/** Money in EUR: integer cents inside, decimal strings on the wire. */
export interface Money {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

export function toCents(n: number): number {
  return Math.round(n * 100);
}

export function fromCents(c: number): number {
  return Math.round(c) / 100;
}

export function formatEur(n: number): string {
  const cents = toCents(n);
  const abs = (Math.abs(cents) / 100).toFixed(2);
  return cents < 0 ? `-€${abs}` : `€${abs}`;
}

export function money(cents: number): Money {
  const amount = (cents / 100).toFixed(2);
  const formatted = formatEur(cents / 100);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

/** A decimal for the wire: finite numbers pass, non-finite travel as strings. */
export function decimal(n: number): number | string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return 'Infinity';
  if (n === -Infinity) return '-Infinity';
  return n;
}

/** Reads a wire decimal (number, numeric string, or {amount}) into a number; undefined when absent. */
export function readDecimal(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isNaN(n) && v !== 'NaN' ? undefined : n;
  }
  if (typeof v === 'object' && v !== null && 'amount' in v) return readDecimal(v.amount);
  return undefined;
}
