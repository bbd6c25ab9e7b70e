// The signed-in user's announcements, kept current live: a live `announcement` message, or a reconnect
// after a drop, fetches what is newer than the newest one shown (GET /api/announcements?since=…). The
// server decides which announcements this user may see (audience), so broadcasts for another audience
// add nothing.
import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementList } from '@shared/schemas/announcements';
import { useLiveSubscription } from '@/lib/live-client';
import { announcementQueries, fetchAnnouncementsSince } from './queries';

/** Newest first, each announcement once. */
export function mergeAnnouncements(current: Announcement[], incoming: Announcement[]): Announcement[] {
  const byId = new Map(current.map((a) => [a.id, a]));
  for (const a of incoming) byId.set(a.id, a);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export function useAnnouncements() {
  const queryClient = useQueryClient();
  const query = useQuery(announcementQueries.list());
  const [fresh, setFresh] = useState<Set<number>>(() => new Set());
  const inFlight = useRef<Promise<void> | null>(null);

  const catchUp = useCallback(() => {
    // One catch-up at a time; a message arriving meanwhile is covered by running once more after it.
    const run = async () => {
      const { queryKey } = announcementQueries.list();
      const current = queryClient.getQueryData(queryKey);
      if (!current) {
        await queryClient.invalidateQueries({ queryKey });
        return;
      }
      const newer = await fetchAnnouncementsSince(current.items[0]?.createdAt);
      if (newer.items.length === 0) return;
      queryClient.setQueryData(queryKey, (old): AnnouncementList => ({
        items: mergeAnnouncements(old?.items ?? [], newer.items),
      }));
      setFresh((prev) => new Set([...prev, ...newer.items.map((a) => a.id)]));
    };
    const chained = (inFlight.current ?? Promise.resolve()).then(run, run).catch(() => {
      // The next live message or reconnect tries again; the list keeps what it has.
    });
    inFlight.current = chained;
    return chained;
  }, [queryClient]);

  useLiveSubscription(
    'announcement',
    () => void catchUp(),
    () => void catchUp(),
  );

  return { ...query, items: query.data?.items ?? [], fresh };
}
