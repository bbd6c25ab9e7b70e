// The live refresh of find-a-team: when a 'find-team' message names the signed-in person (and after a
// reconnect, to catch what was missed), their requests, board, session and team are fetched again.
import { findTeamLiveSchema, FIND_TEAM_LIVE_TYPE } from '@shared/schemas/find-team';
import { useAuth } from '@/lib/auth-context';
import { useLiveSubscription } from '@/lib/live-client';
import { useFindTeamRefresh } from './mutations';

export function useFindTeamLive() {
  const { user } = useAuth();
  const refresh = useFindTeamRefresh();
  useLiveSubscription(
    FIND_TEAM_LIVE_TYPE,
    (message) => {
      const parsed = findTeamLiveSchema.safeParse(message);
      if (parsed.success && user && parsed.data.users.includes(user.id)) refresh(true);
    },
    () => refresh(true),
  );
}
