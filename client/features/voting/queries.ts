// Queries of People's Choice: one's own ballot and the projects it may name, for the edition `slug`;
// the admins' tally and anomaly report.
import { queryOptions } from '@tanstack/react-query';
import { ballotCandidatesSchema, ballotSchema, ballotsReportSchema, votingResultsSchema } from '@shared/schemas/voting';
import { getParsed } from '@/lib/api';

const base = (slug: string) => `/api/events/${encodeURIComponent(slug)}`;

export const votingQueries = {
  all: ['voting'] as const,
  /** `verify`: a visitor's emailed link token, sent once (the server keeps it in a cookie); not in the key. */
  ballot: (slug: string, verify?: string) =>
    queryOptions({
      queryKey: [...votingQueries.all, slug, 'ballot'],
      queryFn: getParsed(
        ballotSchema,
        verify ? `${base(slug)}/ballot?verify=${encodeURIComponent(verify)}` : `${base(slug)}/ballot`,
      ),
    }),
  candidates: (slug: string) =>
    queryOptions({
      queryKey: [...votingQueries.all, slug, 'candidates'],
      queryFn: getParsed(ballotCandidatesSchema, `${base(slug)}/ballot/candidates`),
    }),
  results: (slug: string) =>
    queryOptions({
      queryKey: [...votingQueries.all, slug, 'results'],
      queryFn: getParsed(votingResultsSchema, `${base(slug)}/ballots/results`),
    }),
  report: (slug: string) =>
    queryOptions({
      queryKey: [...votingQueries.all, slug, 'report'],
      queryFn: getParsed(ballotsReportSchema, `/api/admin/events/${encodeURIComponent(slug)}/ballots/report`),
    }),
};
