// One zod schema per public page (DESIGN D14) and the contracts of the page routes:
// GET /api/content/{page}, GET /api/events/{slug}/content/{page}, GET and PUT
// /api/admin/events/{slug}/content/{page}, POST /api/admin/markdown/preview.
import { z } from 'zod';
import { PAGE_NAMES, type PageName } from './common';
import { faqPageSchema, helpPageSchema } from './faq-help';
import { homePageSchema } from './home';
import { aboutPageSchema, legalPageSchema, resourcesPageSchema, supportPageSchema } from './prose';

export * from './common';
export * from './faq-help';
export * from './home';
export * from './prose';

export const PAGE_SCHEMAS = {
  home: homePageSchema,
  about: aboutPageSchema,
  faq: faqPageSchema,
  help: helpPageSchema,
  resources: resourcesPageSchema,
  support: supportPageSchema,
  terms: legalPageSchema,
  privacy: legalPageSchema,
  cookies: legalPageSchema,
} satisfies Record<PageName, z.ZodType>;

export type PageDocuments = { [P in PageName]: z.infer<(typeof PAGE_SCHEMAS)[P]> };

export const pageParamsSchema = z.object({ page: z.enum(PAGE_NAMES) });
export const editionPageParamsSchema = pageParamsSchema.extend({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not an edition address'),
});

/** A page as served: its document (placeholders filled, for visitors) and its version. */
export const pageResponseSchema = z.object({
  document: z.record(z.string(), z.unknown()),
  version: z.number().int().min(0),
});
export type PageResponse = z.infer<typeof pageResponseSchema>;

/** The admin's read: the stored document (placeholders as written) and who saved it last. */
export const adminPageResponseSchema = pageResponseSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminPageResponse = z.infer<typeof adminPageResponseSchema>;

/** PUT body: the page's document (checked against its page's schema by the server) and the version read. */
export const savePageSchema = z.object({
  document: z.record(z.string(), z.unknown()),
  version: z.number().int().min(0),
});
export type SavePage = z.infer<typeof savePageSchema>;

export const PAGE_MESSAGES = {
  stale: 'Someone else saved this page since you opened it',
  invalid: 'Please correct the highlighted fields',
  unknownPlaceholder: 'Unknown placeholder',
  prizeFigure: 'Prize figures come from the edition’s prizes: use a {{prize:…}} or {{totalPrize}} placeholder',
  notFound: 'No such page',
} as const;

/** The 409's details: who saved the newer version, and when. */
export const staleDetailsSchema = z.object({
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});

export const markdownPreviewSchema = z.object({ markdown: z.string().max(20_000) });
export const markdownPreviewResponseSchema = z.object({ html: z.string() });
