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
