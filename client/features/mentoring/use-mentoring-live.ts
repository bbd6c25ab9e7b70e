// `help.*` live messages (issue 34): the server sends each only to whom it concerns (the requester's team,
// the edition's mentors and admins) and carries ids and states, not the request's text, so a screen
// refetches what it shows. After a reconnect everything is refetched, to catch what was missed meanwhile.
import { useQueryClient } from '@tanstack/react-query';
import { isHelpLiveType, type HelpLiveMessage } from '@shared/schemas/mentoring';
import { useLiveSubscription } from '@/lib/live-client';

/** Refetches the queries under `root` on every `help.*` message; `onMessage` sees the message first. */
export function useMentoringLive(root: readonly string[], onMessage?: (m: HelpLiveMessage) => void) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: root });
  useLiveSubscription(
    '*',
    (m) => {
      if (!isHelpLiveType(m.type)) return;
      onMessage?.(m as HelpLiveMessage);
      refresh();
    },
    refresh,
  );
}
