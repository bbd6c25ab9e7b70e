// The admin's changes to editions: create a draft (empty, copied, or with its calendar), make one current,
// import a document; and the export download. Success and failure toasts and the refresh of every admin
// view come from the admin mutation helper (client/lib/admin-mutation.ts).
import type { CreateEdition, MakeCurrentRequest } from '@shared/schemas/events';
import type { ImportEdition } from '@shared/schemas/edition-document';
import { editionSummarySchema } from '@shared/schemas/events';
import { refreshAdminData, useAdminMutation } from '@/lib/admin-mutation';
import { apiSend } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { queryClient } from '@/lib/query-client';
import { editionQueries } from './queries';

const slugUrl = (slug: string) => `/api/admin/events/${encodeURIComponent(slug)}`;

export const useCreateEdition = () =>
  useAdminMutation((body: CreateEdition) => apiSend(editionSummarySchema, 'POST', '/api/admin/events', body), {
    success: (e) => ({
      title: 'Edition created',
      description: `${e.name} is a draft: preview it, then make it current.`,
    }),
    fallback: 'Failed to create the edition',
  });

export const useImportEdition = () =>
  useAdminMutation((body: ImportEdition) => apiSend(editionSummarySchema, 'POST', '/api/admin/events/import', body), {
    success: (e) => ({ title: 'Edition imported', description: `${e.name} is a draft.` }),
    fallback: 'Failed to import the edition',
  });

/**
 * Make current (or reopen an archived edition): the public pages switch too, so the public edition list
 * and facts are refetched. `replaces` is the edition this organizer sees as current: when another one
 * switched meanwhile, the server refuses (409 naming who) and the list is refetched to show the new state.
 */
export const useMakeCurrent = () =>
  useAdminMutation(
    async ({ slug, ...body }: { slug: string } & MakeCurrentRequest) => {
      try {
        return await apiSend(editionSummarySchema, 'POST', `${slugUrl(slug)}/make-current`, body);
      } finally {
        await queryClient.invalidateQueries({ queryKey: editionQueries.all });
      }
    },
    {
      success: (e, vars) => ({
        title: vars.reopen ? 'Edition reopened' : 'Edition made current',
        description: `${e.name} is now the current edition.`,
      }),
      fallback: 'Failed to make the edition current',
    },
  );

/**
 * First setup: the edition with its calendar, as a draft like every later one (issue 31): the organizer
 * fills it in, previews its public pages as visitors will see them, then makes it current to publish it.
 */
export const useSetUpFirstEdition = () =>
  useAdminMutation(
    async (body: CreateEdition) => {
      const created = await apiSend(editionSummarySchema, 'POST', '/api/admin/events', body);
      await refreshAdminData(queryClient);
      return created;
    },
    {
      success: (e) => ({
        title: 'Draft created',
        description: `${e.name} is a draft: visitors see it once you make it current.`,
      }),
      fallback: 'Failed to set up the edition',
    },
  );

/** Downloads an edition's configuration as `{slug}.json` (the server names it so; with the session). */
export async function downloadEditionDocument(slug: string): Promise<void> {
  await downloadFile(`${slugUrl(slug)}/export`, `${slug}.json`);
}
