// The data the registration form reads: the event's registration rules and the problem dropdown.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { problemQueries } from '@/features/problems';
import { registrationQueries } from './queries';

/** The problem dropdown; on failure the error is logged and the list is empty (spec §7). */
export function useProblemOptions() {
  const query = useQuery(problemQueries.options());
  useEffect(() => {
    if (query.isError) console.error('Failed to load problem statements', query.error);
  }, [query.isError, query.error]);
  return { problems: query.data ?? [], isLoading: query.isLoading };
}

export const useRegistrationRules = () => useQuery(registrationQueries.rules());
