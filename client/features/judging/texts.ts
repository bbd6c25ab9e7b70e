// Words the judging screens share.
import type { ConflictSource, JudgingState } from '@shared/schemas/judging';

export const CONFLICT_SOURCE_LABELS: Record<ConflictSource, string> = {
  declared: 'Declared by the judge',
  admin: 'Added by an organizer',
  domain: 'Same organisation (email domain)',
};

export const JUDGING_STATE_LABELS: Record<JudgingState, string> = {
  not_started: 'Not started',
  open: 'Open',
  closed: 'Closed',
};
