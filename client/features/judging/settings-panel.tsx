// Judging settings: the state (not started, open, closed), the submission window judging waits for, the
// target of reviews per submission, whether hand-outs stop there, and Open / Close
// (open-judging-controls.tsx).
import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { JudgingSettings } from '@shared/schemas/judging';
import { updateJudgingSettingsSchema } from '@shared/schemas/judging';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ArchivedNote } from '@/features/events';
import { formatDateTime } from '@/lib/format';
import { useUpdateJudgingSettings } from './admin-mutations';
import { OpenJudgingControls } from './open-judging-controls';
import { JUDGING_STATE_LABELS } from './texts';

export function SettingsPanel({ settings, readOnly = false }: { settings: JudgingSettings; readOnly?: boolean }) {
  const update = useUpdateJudgingSettings();
  const [target, setTarget] = useState(String(settings.targetReviews));
  const [error, setError] = useState<string | undefined>();
  const saveTarget = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = updateJudgingSettingsSchema.safeParse({ targetReviews: Number(target) });
    if (!parsed.success || !Number.isInteger(Number(target))) {
      setError(parsed.success ? 'Enter a whole number' : parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data);
  };
  const open = settings.state === 'open';
  const submissionsWindow = settings.window;
  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="region" aria-labelledby="judging-settings-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="judging-settings-title" className="text-lg font-semibold">
          Settings
        </h2>
        <Badge variant={open ? 'success' : settings.state === 'closed' ? 'secondary' : 'warning'}>
          Judging {JUDGING_STATE_LABELS[settings.state].toLowerCase()}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {settings.openedAt ? `Opened ${formatDateTime(settings.openedAt)}` : ''}
        {settings.openedAt && settings.openedEarly ? ', before submissions closed' : ''}
        {settings.openedAt ? '. ' : ''}
        {settings.closedAt ? `Closed ${formatDateTime(settings.closedAt)}. ` : ''}
        Judges hold a submission for {settings.holdMinutes} minutes.
      </p>
      {submissionsWindow?.open ? (
        <Alert variant="warning" role="status">
          <CalendarClock aria-hidden="true" />
          <AlertTitle>{submissionsWindow.notice}</AlertTitle>
          <AlertDescription>
            {open && settings.openedEarly
              ? 'Judging was opened early: judges are handed projects that can still change.'
              : open
                ? 'Judges are handed projects once submissions close.'
                : 'Judging normally opens when submissions close.'}
          </AlertDescription>
        </Alert>
      ) : null}
      {readOnly ? (
        <>
          <p className="text-sm">
            Target: {settings.targetReviews} reviews per submission
            {settings.stopAtTarget ? ', hand-outs stopped at the target' : ''}.
          </p>
          <ArchivedNote what="its judging settings and state" />
        </>
      ) : (
        <>
          <form onSubmit={saveTarget} noValidate className="flex flex-wrap items-end gap-2">
            <FormField label="Target reviews per submission" error={error} className="w-56">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                value={target}
                onChange={(e) => setTarget(e.target.value)}
              />
            </FormField>
            <Button
              type="submit"
              variant="outline"
              disabled={update.isPending || Number(target) === settings.targetReviews}
            >
              Save Target
            </Button>
          </form>
          <div className="flex items-start gap-2">
            <Checkbox
              id="judging-stop-at-target"
              className="mt-0.5"
              checked={settings.stopAtTarget}
              disabled={update.isPending}
              onCheckedChange={(on) => update.mutate({ stopAtTarget: on === true })}
              aria-describedby="judging-stop-at-target-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="judging-stop-at-target">Stop at the target</Label>
              <p id="judging-stop-at-target-hint" className="text-xs text-muted-foreground">
                {settings.stopAtTarget
                  ? 'Once every project has its reviews, judges are told so and get no more.'
                  : 'Judges who ask for more get extra reviews, spread over the projects with the fewest.'}
              </p>
            </div>
          </div>
          <OpenJudgingControls settings={settings} />
        </>
      )}
    </Card>
  );
}
