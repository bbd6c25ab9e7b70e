// Queries of the announcements feature: the signed-in user's announcements and an announcement's email job.
import { queryOptions } from '@tanstack/react-query';
import { announcementJobSchema, announcementListSchema } from '@shared/schemas/announcements';
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
};

/** The announcements newer than `since` (the live catch-up adds them to the cached list). */
export const fetchAnnouncementsSince = (since: string | undefined) =>
  apiGet(announcementListSchema, withParams(LIST_URL, { since }));
