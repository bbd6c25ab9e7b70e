// The figures the site states about prizes, derived from the edition's prize list (issue 23: "no page may
// state a prize figure that is not in this list"). The pool is the sum of every money prize times its
// places, per currency; a prize that is not money ("Mentoring with the CTO") adds nothing to it.

/** What the list's amounts need: a prize's figure and how many places it has. */
export interface PoolEntry {
  amount: string;
  places: number;
  scope?: string;
}

/** "$10,000", "€ 500", "1,500 USD", "$3000": a currency mark before or after one number. */
const MONEY =
  /^\s*(?<pre>[^\d\s.,-]{1,3})?\s?(?<num>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<cents>\d{1,2}))?\s?(?<post>[A-Za-z]{3})?\s*$/;

interface Money {
  currency: string;
  prefix: boolean;
  value: number;
}

export function parseMoney(amount: string): Money | null {
  const m = MONEY.exec(amount);
  if (!m?.groups) return null;
  const { pre, num, cents, post } = m.groups;
  if (!pre === !post) return null; // a bare number, or two currency marks, is not a figure we can add
  return {
    currency: (pre ?? post)!,
    prefix: Boolean(pre),
    value: Number(num!.replace(/,/g, '')) + (cents ? Number(cents.padEnd(2, '0')) / 100 : 0),
  };
}

function format(m: Money): string {
  const n = m.value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return m.prefix ? `${m.currency}${n}` : `${n} ${m.currency}`;
}

/**
 * The prize pool as visitors read it ("$60,000"; "$5,000 + €2,000" across currencies); '' when no prize
 * is money, so screens leave the figure out rather than state one the list does not hold.
 */
export function prizePool(prizes: readonly PoolEntry[]): string {
  const sums = new Map<string, Money>();
  for (const p of prizes) {
    const m = parseMoney(p.amount);
    if (!m) continue;
    const key = `${m.prefix ? 'pre' : 'post'}:${m.currency}`;
    const sum = sums.get(key);
    if (sum) sum.value += m.value * p.places;
    else sums.set(key, { ...m, value: m.value * p.places });
  }
  return [...sums.values()].map(format).join(' + ');
}

/** The first overall prize's figure (the grand prize), or '' when the list has none. */
export function grandPrize(prizes: readonly PoolEntry[]): string {
  return prizes.find((p) => p.scope === 'overall' && p.amount.trim())?.amount.trim() ?? '';
}

/**
 * The currencies an organizer picks for the edition's prizes (an edition setting, issue 31): a bare number
 * typed as a prize's amount is written in it, and the Prizes editor's example uses it rather than a fixed
 * "$5,000".
 */
export const PRIZE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'INR',
  'CAD',
  'AUD',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'SGD',
] as const;
export type PrizeCurrency = (typeof PRIZE_CURRENCIES)[number];

/** 5000 in EUR → "€5,000"; in CHF → "CHF 5,000": the form parseMoney reads back (so the pool adds it up). */
export function formatAmount(value: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    .replace(/\u00a0/g, ' ');
}

const BARE_NUMBER = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/;

/**
 * A prize's amount as stored: a bare number ("5000", "2,500.50") is written in the edition's currency;
 * anything else (a figure with its own mark, "Mentoring with the CTO") stays as the organizer typed it.
 */
export function amountInCurrency(amount: string, currency: string): string {
  const m = BARE_NUMBER.exec(amount);
  if (!m) return amount.trim();
  const value = Number(m[1]!.replace(/,/g, '')) + (m[2] ? Number(m[2].padEnd(2, '0')) / 100 : 0);
  return formatAmount(value, currency);
}
