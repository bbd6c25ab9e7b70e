// The edition the Event area edits, as the tab holds it: the version its sections save against. A save
// gives it the server's answer; a background refetch does not replace it (that would hide another
// organizer's save behind a silent overwrite), only a 409's "Reload theirs" does.
import type { AdminEditionFacts } from '@shared/schemas/event-patch';

export interface EditionHolder {
  slug: string;
  facts: AdminEditionFacts;
  setFacts: (facts: AdminEditionFacts) => void;
  readOnly: boolean;
}
