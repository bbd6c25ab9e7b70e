import { formatStatus } from '@shared/constants';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';

/** A team, submission or user status as a coloured badge ('Under Review', 'Approved'...). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={statusBadgeVariant(status)}>{formatStatus(status)}</Badge>;
}
