// Who may take part (issue 23 'Rules'): the edition's eligibility statement and its age rule, shown
// beside the spec's one agree-to-terms checkbox (no second checkbox: agreeing covers them). The checkbox
// names this note through aria-describedby, so a screen reader hears it with the checkbox.
import { ShieldCheck } from 'lucide-react';
import { ageRuleText } from '@shared/composition';

export const ELIGIBILITY_NOTE_ID = 'eligibility-note';

export function EligibilityNote({
  eligibility,
  minAge,
  guardianConsentUnder,
}: {
  eligibility: string;
  minAge: number;
  guardianConsentUnder: number;
}) {
  const age = ageRuleText(minAge, guardianConsentUnder);
  if (!eligibility.trim() && !age) return null;
  return (
    <div
      id={ELIGIBILITY_NOTE_ID}
      className="flex items-start gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm text-muted-foreground"
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold text-foreground">Who can take part</p>
        {eligibility.trim() ? <p className="whitespace-pre-line">{eligibility.trim()}</p> : null}
        {age ? <p>{age}</p> : null}
      </div>
    </div>
  );
}
