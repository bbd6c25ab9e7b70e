import type { EditionState } from '@shared/schemas/events';
import { Badge } from '@/components/ui/badge';
import { STATE_LABELS } from './format';

const VARIANTS = { current: 'success', archived: 'secondary', draft: 'warning' } as const;

/** "Current", "Archived" or "Draft". */
export function EditionStateBadge({ state }: { state: EditionState }) {
  return <Badge variant={VARIANTS[state]}>{STATE_LABELS[state]}</Badge>;
}
