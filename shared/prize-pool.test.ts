import { describe, expect, it } from 'vitest';
import { grandPrize, parseMoney, prizePool } from './prize-pool';

describe('the prize pool, summed from the prize list', () => {
  it('adds every money prize times its places, as visitors read figures', () => {
    expect(
      prizePool([
        { amount: '$10,000', places: 1, scope: 'overall' },
        { amount: '$3000', places: 1, scope: 'challenge' },
        { amount: '$500', places: 3, scope: 'track' },
      ]),
    ).toBe('$14,500');
  });

  it('leaves out prizes that are not money, and states nothing when none is', () => {
    expect(
      prizePool([
        { amount: '', places: 1 },
        { amount: 'Mentoring with the CTO', places: 2 },
      ]),
    ).toBe('');
    expect(
      prizePool([
        { amount: '€750', places: 2 },
        { amount: 'Swag', places: 1 },
      ]),
    ).toBe('€1,500');
  });

  it('keeps currencies apart instead of adding euros to dollars', () => {
    expect(
      prizePool([
        { amount: '$5,000', places: 1 },
        { amount: '2,000 EUR', places: 1 },
      ]),
    ).toBe('$5,000 + 2,000 EUR');
  });

  it('reads only figures it can add', () => {
    expect(parseMoney('5000')).toBeNull();
    expect(parseMoney('$5k')).toBeNull();
    expect(parseMoney('₹ 10000')).toEqual({ currency: '₹', prefix: true, value: 10000 });
    expect(parseMoney('$1,250.5')).toEqual({ currency: '$', prefix: true, value: 1250.5 });
  });

  it('names the first overall prize as the grand prize', () => {
    expect(
      grandPrize([
        { amount: '$3000', places: 1, scope: 'challenge' },
        { amount: '$10,000', places: 1, scope: 'overall' },
      ]),
    ).toBe('$10,000');
    expect(grandPrize([{ amount: '$3000', places: 1, scope: 'challenge' }])).toBe('');
  });
});
