// Admins' judging screens stay current: the server sends a data-free `judging.coverage` message after
// every evaluation, assignment, skip, conflict or settings change; on it (and after a reconnect, to
// catch what was missed) every admin query refetches (coverage, judges, ranking, readiness).
import { useQueryClient } from '@tanstack/react-query';
import { JUDGING_LIVE_TYPE } from '@shared/schemas/judging';
import { winnerAdminQueries } from '@/features/winners';
import { useLiveSubscription } from '@/lib/live-client';
import { judgingQueries } from './queries';

export function useJudgingLive() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: judgingQueries.admin });
    void queryClient.invalidateQueries({ queryKey: winnerAdminQueries.admin });
  };
  useLiveSubscription(JUDGING_LIVE_TYPE, refresh, refresh);
}
