// The edition's phase for the admin (GET/POST /api/admin/events/{slug}/phase). The key starts with
// 'admin', so the admin's one refresh after any change (lib/admin-mutation.ts) re-reads it too.
import { queryOptions } from '@tanstack/react-query';
import { phaseStatusSchema, type SetPhase } from '@shared/schemas/phase';
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiSend, getParsed } from '@/lib/api';
import { PHASE_LABELS } from '@shared/phases';

const phaseUrl = (slug: string) => `/api/admin/events/${encodeURIComponent(slug)}/phase`;

export const phaseQueries = {
  status: (slug: string) =>
    queryOptions({
      queryKey: ['admin', 'events', 'phase', slug],
      queryFn: getParsed(phaseStatusSchema, phaseUrl(slug)),
    }),
};

export const useSetPhase = (slug: string) =>
  useAdminMutation((body: SetPhase) => apiSend(phaseStatusSchema, 'POST', phaseUrl(slug), body), {
    success: (s) => ({
      title: s.override ? 'Phase set' : 'Phase follows the dates',
      description: `${s.name} is now in ${PHASE_LABELS[s.phase]}${s.override ? ' (set by the organizers)' : ''}.`,
    }),
    fallback: 'Failed to change the phase',
  });
