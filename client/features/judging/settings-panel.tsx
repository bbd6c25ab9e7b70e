// Judging settings: the state (not started, open, closed), the target of reviews per submission, and
// Open / Close. Closing makes every evaluation final, so it asks once more.
import { useState } from 'react';
import { Lock, Play } from 'lucide-react';
import type { JudgingSettings } from '@shared/schemas/judging';
import { updateJudgingSettingsSchema } from '@shared/schemas/judging';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useUpdateJudgingSettings } from './admin-mutations';
import { JUDGING_STATE_LABELS } from './texts';

export function SettingsPanel({ settings }: { settings: JudgingSettings }) {
  const update = useUpdateJudgingSettings();
  const [target, setTarget] = useState(String(settings.targetReviews));
  const [error, setError] = useState<string | undefined>();
  const [confirmClose, setConfirmClose] = useState(false);
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
  const setState = (state: 'open' | 'closed') => update.mutate({ state }, { onSettled: () => setConfirmClose(false) });
  const open = settings.state === 'open';
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
        {settings.openedAt ? `Opened ${formatDateTime(settings.openedAt)}. ` : ''}
        {settings.closedAt ? `Closed ${formatDateTime(settings.closedAt)}. ` : ''}
        Judges hold a submission for {settings.holdMinutes} minutes.
      </p>
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
      <div className="flex flex-wrap items-center gap-2">
        {open ? (
          confirmClose ? (
            <>
              <p className="basis-full text-sm" role="alert">
                Close judging? Judges can no longer evaluate or revise, and the evaluations become final.
              </p>
              <Button variant="outline" onClick={() => setConfirmClose(false)}>
                Keep Open
              </Button>
              <Button variant="destructive" onClick={() => setState('closed')} disabled={update.isPending}>
                {update.isPending ? <Spinner label="Closing" /> : <Lock aria-hidden="true" />} Close Judging Now
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setConfirmClose(true)}>
              <Lock aria-hidden="true" /> Close Judging
            </Button>
          )
        ) : (
          <Button onClick={() => setState('open')} disabled={update.isPending}>
            {update.isPending ? <Spinner label="Opening" /> : <Play aria-hidden="true" />}
            {settings.state === 'closed' ? 'Reopen Judging' : 'Open Judging'}
          </Button>
        )}
      </div>
    </Card>
  );
}
