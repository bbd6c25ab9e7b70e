// The data the registration form reads: the event's registration rules and the problem dropdown.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@shared/constants';
import type { ProblemOption } from '@shared/schemas/problems';
import type { RegistrationRules } from '@shared/schemas/registration';

export const PROBLEM_OPTIONS_KEY = ['/api/problems', { active: true }] as const;

/**
 * Spec §7: GET /api/problems?active=true, retried twice, cached 60 seconds; on failure the error is
 * logged and the list is empty (the 'Other / Not decided yet' option still lets people register).
 */
export function useProblemOptions() {
  const query = useQuery<ProblemOption[]>({
    queryKey: PROBLEM_OPTIONS_KEY,
    retry: 2,
    staleTime: TIMINGS.problemsCacheMs,
    gcTime: TIMINGS.problemsCacheMs,
  });
  useEffect(() => {
    if (query.isError) console.error('Failed to load problem statements', query.error);
  }, [query.isError, query.error]);
  return { problems: query.data ?? [], isLoading: query.isLoading };
}

export function useRegistrationRules() {
  return useQuery<RegistrationRules>({ queryKey: ['/api/register-team/rules'], retry: 2 });
}
