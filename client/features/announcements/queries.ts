// Queries of the announcements feature: the signed-in user's announcements and an announcement's email job.
import { queryOptions } from '@tanstack/react-query';
import {
  announcementJobSchema,
  announcementListSchema,
  audienceCountSchema,
  type AnnouncementAudience,
} from '@shared/schemas/announcements';
import { editionKey, withEdition } from '@/lib/admin-edition';
import { apiGet, getParsed, withParams } from '@/lib/api';

const LIST_URL = '/api/announcements';

export const announcementQueries = {
  all: ['announcements'] as const,
  list: () =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'list'],
      queryFn: getParsed(announcementListSchema, LIST_URL),
    }),
  /** The progress of the emails of one announcement (the admin's Send Announcement dialog). */
  job: (id: number) =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'job', id],
      queryFn: getParsed(announcementJobSchema, `${LIST_URL}/${id}/job`),
    }),
  /** How many people an announcement to this audience emails (the dialog's confirm step). */
  audienceCount: (audience: AnnouncementAudience) =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'audience-count', editionKey(), audience],
      queryFn: getParsed(audienceCountSchema, withEdition(withParams(`${LIST_URL}/audience-count`, { audience }))),
    }),
};

/** The announcements newer than `since` (the live catch-up adds them to the cached list). */
export const fetchAnnouncementsSince = (since: string | undefined) =>
  apiGet(announcementListSchema, withParams(LIST_URL, { since }));
