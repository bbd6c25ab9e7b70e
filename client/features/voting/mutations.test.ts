// Two quick taps on two projects' vote toggles (each toggle its own mutation): both votes must reach the
// server. The ballot goes whole, so the second must be built from the answer to the first.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ballot } from '@shared/schemas/voting';
import { castBallotOptions } from './mutations';
import { votingQueries } from './queries';

const ballot = (projectIds: number[]): Ballot => ({
  projectIds,
  votesPerPerson: 2,
  updatedAt: null,
  window: { opensAt: null, closesAt: null, open: true, message: null },
  visitorEmail: null,
  canVote: true,
  reason: null,
  ownProjectId: null,
  voided: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('casting a ballot', () => {
  it('keeps both votes of two taps made before the first answer came back', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } });
    // The server keeps whatever list it is sent last; each answer takes a while.
    let held: number[] = [];
    const sent: number[][] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { projectIds } = JSON.parse(String(init.body)) as { projectIds: number[] };
      sent.push(projectIds);
      await new Promise((r) => setTimeout(r, 20));
      held = projectIds;
      return Response.json(ballot(held));
    });
    const queryClient = new QueryClient();
    const key = votingQueries.ballot('hack').queryKey;
    queryClient.setQueryData(key, ballot([]));
    // One observer per toggle, as each VoteToggle has its own useMutation.
    const first = new MutationObserver(queryClient, castBallotOptions(queryClient, 'hack'));
    const second = new MutationObserver(queryClient, castBallotOptions(queryClient, 'hack'));
    await Promise.all([first.mutate({ projectId: 7, vote: true }), second.mutate({ projectId: 9, vote: true })]);
    expect(sent).toEqual([[7], [7, 9]]);
    expect(held).toEqual([7, 9]);
    expect(queryClient.getQueryData<Ballot>(key)?.projectIds).toEqual([7, 9]);
  });

  it('takes back one vote and keeps the other', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } });
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) =>
      Response.json(ballot((JSON.parse(String(init.body)) as { projectIds: number[] }).projectIds)),
    );
    const queryClient = new QueryClient();
    const key = votingQueries.ballot('hack').queryKey;
    queryClient.setQueryData(key, ballot([7, 9]));
    await new MutationObserver(queryClient, castBallotOptions(queryClient, 'hack')).mutate({
      projectId: 9,
      vote: false,
    });
    expect(queryClient.getQueryData<Ballot>(key)?.projectIds).toEqual([7]);
  });
});
