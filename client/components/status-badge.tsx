import { statusLabel } from '@shared/status-labels';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';

/**
 * A team, submission or user status as a coloured badge ('Under Review', 'Approved'...), in the words of
 * the one status map; `label` when the moment changes the words (a project once the results are out).
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge variant={statusBadgeVariant(status)}>{label ?? statusLabel(status)}</Badge>;
}
