// The Event area's calls: the edition with its version (GET /api/events/{slug} as an admin), the PATCH of
// a section with the version the tab holds, and the logo's multipart upload.
import { queryOptions } from '@tanstack/react-query';
import {
  adminEditionFactsSchema,
  imageUploadedSchema,
  staleVersionDetailsSchema,
  type AdminEditionFacts,
  type EventPatchInput,
  type StaleVersionDetails,
} from '@shared/schemas/event-patch';
import { ApiError, apiGet, apiSend, buildHeaders, isApiError } from '@/lib/api';

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

/** Uploads the logo (field `file`); answers its address. */
export async function uploadLogo(slug: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  // The browser writes the multipart content type with its boundary: no JSON content type here.
  const res = await fetch(`${adminUrl(slug)}/logo`, {
    method: 'POST',
    headers: buildHeaders(false),
    body: form,
    credentials: 'include',
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const error = (body as { error?: string } | null)?.error ?? (res.statusText || 'Upload failed');
    throw new ApiError(res.status, `${res.status}: ${text}`, { error });
  }
  return imageUploadedSchema.parse(body).url;
}

export type { AdminEditionFacts };
