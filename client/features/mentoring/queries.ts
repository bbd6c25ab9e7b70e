// Mentoring queries (issue 34). Three sides, three key roots, so one invalidation refreshes a side after a
// change or a `help.*` live message: the participant's own requests, the mentor's queue and profile, and
// the organizers' report (under 'admin', which every admin change refreshes).
import { queryOptions } from '@tanstack/react-query';
import {
  adminMentorsSchema,
  mentorInvitationInfoSchema,
  mentorListSchema,
  mentoringReportSchema,
  mentorProfileSchema,
  mentorQueueSchema,
  myHelpRequestsSchema,
} from '@shared/schemas/mentoring';
import { getParsed } from '@/lib/api';
import { editionKey } from '@/lib/admin-edition';

const participant = ['mentoring', 'mine'] as const;
const mentor = ['mentoring', 'mentor'] as const;
const admin = ['admin', 'mentoring'] as const;

/** The admin calls name their edition in the path: the one chosen in the admin header, else the current. */
export const adminPath = (slug: string, rest: string) => `/api/admin/events/${encodeURIComponent(slug)}${rest}`;

export const mentoringQueries = {
  participant,
  mentor,
  admin,
  mine: () =>
    queryOptions({ queryKey: [...participant], queryFn: getParsed(myHelpRequestsSchema, '/api/help-requests/mine') }),
  profile: () =>
    queryOptions({
      queryKey: [...mentor, 'profile'],
      queryFn: getParsed(mentorProfileSchema, '/api/mentor/profile'),
      // 403 is an answer (this account does not mentor this edition), not a failure to retry.
      retry: false,
    }),
  queue: () =>
    queryOptions({ queryKey: [...mentor, 'queue'], queryFn: getParsed(mentorQueueSchema, '/api/mentor/queue') }),
  mentors: () =>
    queryOptions({ queryKey: [...mentor, 'mentors'], queryFn: getParsed(mentorListSchema, '/api/mentor/mentors') }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: ['mentoring', 'invitation', token],
      queryFn: getParsed(mentorInvitationInfoSchema, `/api/mentors/invitations/${encodeURIComponent(token)}`),
      retry: false,
    }),

  adminMentors: (slug: string) =>
    queryOptions({
      queryKey: [...admin, 'mentors', editionKey(slug)],
      queryFn: getParsed(adminMentorsSchema, adminPath(slug, '/mentors')),
    }),
  report: (slug: string) =>
    queryOptions({
      queryKey: [...admin, 'report', editionKey(slug)],
      queryFn: getParsed(mentoringReportSchema, adminPath(slug, '/mentoring')),
    }),
};

/** The CSV of every request of an edition (the server names the file). */
export const requestsCsvUrl = (slug: string) => adminPath(slug, '/mentoring/requests.csv');
