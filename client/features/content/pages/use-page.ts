// An edition's page as visitors read it (GET /api/content/{page}): the stored document with the edition's
// facts filled in and each Markdown field as the HTML the server rendered on save. `?preview=slug` (lib/preview.ts) reads a
// draft edition's page instead (admins only: the server answers 404 to anyone else), so an organizer sees
// a draft exactly as visitors will.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageDocuments, PageName } from '@shared/schemas/pages/index';
import { getChecked } from '@/lib/api';
import { previewSlug } from '@/lib/preview';

/** A served document: a Markdown field arrives as its HTML only. */
export type Served<T> = T extends { markdown: string; html: string }
  ? { html: string }
  : T extends Array<infer E>
    ? Array<Served<E>>
    : T extends object
      ? { [K in keyof T]: Served<T[K]> }
      : T;

export type ServedPage<P extends PageName> = Served<PageDocuments[P]>;

export const pageQueries = {
  all: ['page'] as const,
  page: <P extends PageName>(page: P, edition: string | undefined = previewSlug()) =>
    queryOptions({
      queryKey: [...pageQueries.all, page, edition ?? 'current'],
      queryFn: async ({ signal }) => {
        const url = edition ? `/api/events/${edition}/content/${page}` : `/api/content/${page}`;
        const res = await getChecked('page', url)({ signal });
        return { version: res.version, document: res.document as unknown as ServedPage<P> };
      },
    }),
};

export function usePage<P extends PageName>(page: P) {
  return useQuery(pageQueries.page(page));
}
