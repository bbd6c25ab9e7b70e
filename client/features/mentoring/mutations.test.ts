// A mentor's claim or resolve often removes the card that asked before the server's answer arrives (the
// live update moves the request first): the mentor must still be told it worked.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/use-toast';
import { claimOptions, resolveOptions } from './mutations';

vi.mock('@/lib/use-toast', () => ({ toast: vi.fn() }));

const answer = (status: string) => ({
  id: 5,
  eventId: 1,
  teamId: 2,
  teamName: 'Code Crusaders',
  requesterId: 3,
  requesterName: 'Aarav',
  title: 'Docker build fails',
  description: 'EACCES',
  descriptionFormat: 'plain',
  descriptionHtml: 'EACCES',
  tried: '',
  problemId: null,
  problemTitle: null,
  skills: [],
  location: '',
  status,
  createdAt: '2027-01-01T10:00:00.000Z',
  claimedAt: '2027-01-01T10:01:00.000Z',
  resolvedAt: status === 'resolved' ? '2027-01-01T10:05:00.000Z' : null,
  cancelledAt: null,
  mentor: { userId: 9, name: 'Mina', affiliation: '', meeting: { kind: 'video', videoUrl: null, discordHandle: null } },
  releaseNote: null,
  position: null,
  estimatedWaitMinutes: null,
  rated: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe("a mentor's change whose card is gone before the answer", () => {
  for (const [action, options, status, title] of [
    ['resolve', resolveOptions, 'resolved', 'Resolved'],
    ['claim', claimOptions, 'claimed', 'Claimed'],
  ] as const) {
    it(`${action}: still says it worked`, async () => {
      vi.stubGlobal('window', { localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } });
      let reply!: () => void;
      vi.stubGlobal('fetch', async () => {
        await new Promise<void>((resolve) => (reply = resolve));
        return Response.json(answer(status));
      });
      const queryClient = new QueryClient();
      // The card's useMutation: mounted (subscribed) when the mentor clicks, unmounted before the answer.
      const card = new MutationObserver(queryClient, options(queryClient));
      const unmount = card.subscribe(() => {});
      const done = card.mutate(5);
      await vi.waitFor(() => expect(reply).toBeTypeOf('function'));
      unmount();
      reply();
      await done;
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title }));
    });
  }
});
