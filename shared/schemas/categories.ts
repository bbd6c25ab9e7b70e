// An edition's categories (tracks, DESIGN D18): its own list of { key, name, short }. Challenges, the
// public tabs and filters, judges' interests and reports refer to a category by its key; the names are
// what people read. The demo edition seeds the spec's five; a new empty edition starts with one open track.
import { z } from 'zod';

import { CATEGORY_MESSAGES, type Category } from '../categories';

export {
  CATEGORY_MESSAGES,
  OPEN_TRACK,
  SPEC_CATEGORIES,
  categoryCount,
  categoryOf,
  type Category,
} from '../categories';

/** A category's key: how challenges, links (?category=) and reports name it. */
export const categoryKeyField = z
  .string()
  .trim()
  .min(1, CATEGORY_MESSAGES.keyFormat)
  .max(40, CATEGORY_MESSAGES.keyFormat)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CATEGORY_MESSAGES.keyFormat);

export const categorySchema = z.object({
  key: categoryKeyField,
  name: z.string().trim().min(1, CATEGORY_MESSAGES.nameRequired).max(80, 'Keep the name to 80 characters'),
  short: z.string().trim().min(1, CATEGORY_MESSAGES.shortRequired).max(30, 'Keep the short label to 30 characters'),
});
// The zod shape and the plain interface stay one: a drift fails typecheck here.
const sameShape: (c: z.infer<typeof categorySchema>) => Category = (c) => c;
void sameShape;

/** The list an edition keeps: at least one, keys unique (the 400 names the repeated key's place). */
export const categoriesField = z
  .array(categorySchema, { error: 'Send the categories as a list of { key, name, short }' })
  .min(1, CATEGORY_MESSAGES.atLeastOne)
  .max(12, CATEGORY_MESSAGES.tooMany)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      if (seen.has(c.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: CATEGORY_MESSAGES.duplicateKey });
      seen.add(c.key);
    });
  });
