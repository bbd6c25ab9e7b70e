// The Event area's calls: the edition with its version (GET /api/events/{slug} as an admin), the PATCH of
// a section with the version the tab holds, and the logo's multipart upload.
import { queryOptions } from '@tanstack/react-query';
import {
  adminEditionFactsSchema,
  staleVersionDetailsSchema,
  type AdminEditionFacts,
  type EventPatchInput,
  type StaleVersionDetails,
} from '@shared/schemas/event-patch';
import { apiGet, apiSend, isApiError } from '@/lib/api';
import { uploadImage } from '@/lib/upload-image';

const factsUrl = (slug: string) => `/api/events/${encodeURIComponent(slug)}`;
const adminUrl = (slug: string) => `/api/admin/events/${encodeURIComponent(slug)}`;

export const settingsQueries = {
  /** Under 'admin': the admin area's refresh after any change refetches it. */
  edition: (slug: string) =>
    queryOptions({
      queryKey: ['admin', 'event-settings', slug],
      queryFn: ({ signal }) => apiGet(adminEditionFactsSchema, factsUrl(slug), signal),
    }),
};

export const fetchEdition = (slug: string) => apiGet(adminEditionFactsSchema, factsUrl(slug));

export const saveSettings = (slug: string, body: EventPatchInput) =>
  apiSend(adminEditionFactsSchema, 'PATCH', adminUrl(slug), body);

/** The stale version's facts of a 409 (who saved, when, which version), or null for any other error. */
export function staleVersionOf(err: unknown): StaleVersionDetails | null {
  if (!isApiError(err) || err.status !== 409) return null;
  const parsed = staleVersionDetailsSchema.safeParse(err.body?.details);
  return parsed.success ? parsed.data : null;
}

/** Uploads the logo (field `file`) and makes it the edition's; answers its address. */
export const uploadLogo = (slug: string, file: File) => uploadImage(`${adminUrl(slug)}/logo`, file);

export type { AdminEditionFacts };
