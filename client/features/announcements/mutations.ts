// The organizers' one change here: send an announcement (the admin dialog, the find-a-team tab's
// one-click note). Nothing is refetched after it: the live channel brings the new announcement to every
// open list, and the dialog follows the email job by its own query.
import { useMutation } from '@tanstack/react-query';
import { createAnnouncementResponseSchema, type CreateAnnouncement } from '@shared/schemas/announcements';
import { apiSend } from '@/lib/api';

export const useCreateAnnouncement = () =>
  useMutation({
    mutationFn: (body: CreateAnnouncement) =>
      apiSend(createAnnouncementResponseSchema, 'POST', '/api/announcements', body),
  });
