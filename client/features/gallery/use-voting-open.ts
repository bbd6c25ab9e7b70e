// Whether People's Choice voting is open for an edition now, by the same rule the server's ballot gate
// applies (shared/edition-gates.ts): the gallery mounts the vote control only then.
import { useQuery } from '@tanstack/react-query';
import { editionGates } from '@shared/edition-gates';
import { editionQueries } from '@/features/events';

export function useVotingOpen(slug: string): boolean {
  const facts = useQuery({ ...editionQueries.detail(slug), enabled: slug !== '' });
  if (!facts.data) return false;
  return editionGates(facts.data, Date.now()).voting.open;
}
