// Queries of the gallery: an edition's projects (a page of a search and filters), the filters' choices,
// a project's page, and the team's own project page settings.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  galleryFacetsSchema,
  galleryPageSchema,
  projectPageSchema,
  projectPageSettingsSchema,
} from '@shared/schemas/gallery';
import { getParsed, isApiError, withParams } from '@/lib/api';

export interface GalleryFilters {
  q?: string;
  challenge?: string;
  prize?: string;
  tech?: string;
  page?: number;
}

const base = (slug: string) => `/api/events/${encodeURIComponent(slug)}/projects`;
/** A 404 is an answer (unpublished, or no such project): do not retry it. */
const retryUnless404 = (failures: number, err: unknown) => !(isApiError(err) && err.status === 404) && failures < 1;

export const galleryQueries = {
  all: ['gallery'] as const,
  list: (slug: string, filters: GalleryFilters) =>
    queryOptions({
      queryKey: [...galleryQueries.all, slug, 'list', filters],
      queryFn: getParsed(galleryPageSchema, withParams(base(slug), { ...filters })),
      retry: retryUnless404,
      // The previous page stays on screen while the next one loads (no jump to a skeleton per keystroke).
      placeholderData: keepPreviousData,
    }),
  facets: (slug: string) =>
    queryOptions({
      queryKey: [...galleryQueries.all, slug, 'facets'],
      queryFn: getParsed(galleryFacetsSchema, `${base(slug)}/facets`),
      retry: retryUnless404,
    }),
  project: (id: number) =>
    queryOptions({
      queryKey: [...galleryQueries.all, 'project', id],
      queryFn: getParsed(projectPageSchema, `/api/projects/${id}`),
      retry: retryUnless404,
    }),
  settings: (submissionId: number) =>
    queryOptions({
      queryKey: [...galleryQueries.all, 'settings', submissionId],
      queryFn: getParsed(projectPageSettingsSchema, `/api/submissions/${submissionId}/project-page`),
    }),
};
