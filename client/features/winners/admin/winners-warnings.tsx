// What the Announce Winners dialog warns about before publishing (issue 12 'Honest admin flows', issue 11):
// the server's readiness check (judging open, deadline not passed, submissions without evaluations or
// below the target, tied prize places) and where extra reviews would settle the places.
import { AlertTriangle, Lightbulb } from 'lucide-react';
import type { WinnersReadiness } from '@shared/schemas/judging';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { plural } from '@/lib/format';

export function WinnersWarnings({ readiness }: { readiness: WinnersReadiness }) {
  const { warnings, suggestions } = readiness;
  if (warnings.length === 0 && suggestions.length === 0) return null;
  return (
    <div className="grid gap-3">
      {warnings.length > 0 ? (
        <Alert variant="warning" role="status">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>
            Announcing now would publish a result that is not final: {plural(warnings.length, 'warning')}
          </AlertTitle>
          <AlertDescription>
            <ul className="mt-1 list-disc space-y-1 pl-4">
              {warnings.map((w) => (
                <li key={w.code}>{w.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {suggestions.length > 0 ? (
        <Alert variant="info" role="status">
          <Lightbulb aria-hidden="true" />
          <AlertTitle>Extra reviews of these would settle the places</AlertTitle>
          <AlertDescription>
            <ul className="mt-1 list-disc space-y-1 pl-4">
              {suggestions.map((s) => (
                <li key={s.submissionId}>
                  <span className="font-medium">{s.teamName}</span>: {s.message}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
