// An edition's categories (tracks, DESIGN D18) without zod: the type, the spec's five, a new edition's
// open track and how pages name them. Public pages (/, /problems) import this and load no schema chunk
// (e2e/foundation.spec.ts); the zod contract is shared/schemas/categories.ts.

/** One track of an edition: challenges and links (?category=) name it by key; people read the names. */
export interface Category {
  key: string;
  name: string;
  short: string;
}

export const CATEGORY_MESSAGES = {
  keyFormat: 'Use lower-case letters, digits and hyphens for the key (e.g. energy)',
  nameRequired: 'Name the category',
  shortRequired: 'Give the category a short label (shown on tabs)',
  atLeastOne: 'Keep at least one category',
  tooMany: 'An edition has at most 12 categories',
  duplicateKey: 'Each category needs its own key',
  unknown: "Choose one of this edition's categories",
  inUse: (names: string[]) =>
    `Challenges still use ${names.length === 1 ? 'the category' : 'the categories'} ${names.join(', ')}: move or delete those challenges before removing ${names.length === 1 ? 'it' : 'them'}`,
} as const;

/** The spec's five (DESIGN D2): the demo edition's, and what editions made before categories were data get. */
export const SPEC_CATEGORIES: Category[] = [
  { key: 'ai', name: 'AI & Machine Learning', short: 'AI & ML' },
  { key: 'cybersecurity', name: 'Cybersecurity', short: 'Cybersecurity' },
  { key: 'green', name: 'Sustainability & Climate Tech', short: 'Green Tech' },
  { key: 'blockchain', name: 'FinTech & Blockchain', short: 'Blockchain' },
  { key: 'health', name: 'HealthTech & Smart Medical', short: 'Healthcare' },
];

/** A new empty edition's one track, renamed or replaced by its organizers. */
export const OPEN_TRACK: Category[] = [{ key: 'open', name: 'Open track', short: 'Open' }];

/** The category of `key` in `list`, or a stand-in naming the key (a category since removed). */
export function categoryOf(list: readonly Category[], key: string): Category {
  return list.find((c) => c.key === key) ?? { key, name: key, short: key };
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "three categories", "one category": how many tracks an edition has, in words. */
export function categoryCount(n: number): string {
  const word = NUMBER_WORDS[n] ?? String(n);
  return `${word} ${n === 1 ? 'category' : 'categories'}`;
}
