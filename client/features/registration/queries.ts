// Queries of the registration feature: the event's registration rules (the problem dropdown reads
// problemQueries.options() of the problems feature).
import { queryOptions } from '@tanstack/react-query';
import { registrationRulesSchema } from '@shared/schemas/registration';
import { getParsed } from '@/lib/api';

export const registrationQueries = {
  all: ['registration'] as const,
  rules: () =>
    queryOptions({
      queryKey: [...registrationQueries.all, 'rules'],
      queryFn: getParsed(registrationRulesSchema, '/api/register-team/rules'),
      retry: 2,
    }),
};
