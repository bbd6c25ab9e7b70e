// Queries of the privacy feature (issue 35): the person's own deletion status and consents (under
// 'privacy', refreshed after their changes), and the organizers' retention preview of an edition (under
// 'admin', which every admin change refreshes).
import { queryOptions } from '@tanstack/react-query';
import {
  consentsSchema,
  dataExportSchema,
  deletionStatusSchema,
  retentionPreviewSchema,
} from '@shared/schemas/privacy';
import { getParsed } from '@/lib/api';

const mine = ['privacy', 'me'] as const;
const admin = ['admin', 'privacy'] as const;

export const retentionPath = (slug: string) => `/api/admin/events/${encodeURIComponent(slug)}/retention`;

export const privacyQueries = {
  mine,
  admin,
  deletion: () =>
    queryOptions({ queryKey: [...mine, 'deletion'], queryFn: getParsed(deletionStatusSchema, '/api/me/deletion') }),
  /** The export document, for its readable page: read again each time the page opens (it is a snapshot). */
  exportDoc: () =>
    queryOptions({
      queryKey: [...mine, 'export'],
      queryFn: getParsed(dataExportSchema, '/api/me/export'),
      staleTime: 0,
    }),
  consents: () =>
    queryOptions({ queryKey: [...mine, 'consents'], queryFn: getParsed(consentsSchema, '/api/me/consents') }),
  retention: (slug: string) =>
    queryOptions({
      queryKey: [...admin, 'retention', slug],
      queryFn: getParsed(retentionPreviewSchema, retentionPath(slug)),
    }),
};
