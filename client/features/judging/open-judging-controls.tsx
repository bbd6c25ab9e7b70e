// Open and Close judging. Judging follows the calendar (issue 24): while the submission window is open,
// opening is an override that names what is still open and asks once more (the server refuses it
// without `force`, and audit-logs it). Closing makes every evaluation final, so it asks once more too.
import { useState } from 'react';
import { AlertTriangle, Lock, Play } from 'lucide-react';
import type { JudgingSettings } from '@shared/schemas/judging';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateJudgingSettings } from './admin-mutations';

export function OpenJudgingControls({ settings }: { settings: JudgingSettings }) {
  const update = useUpdateJudgingSettings();
  const [confirm, setConfirm] = useState<'close' | 'early' | null>(null);
  const change = (body: { state: 'open' | 'closed'; force?: boolean }) =>
    update.mutate(body, { onSettled: () => setConfirm(null) });
  const busy = update.isPending;
  const openLabel = settings.state === 'closed' ? 'Reopen Judging' : 'Open Judging';
  const early = settings.window?.open ? settings.window : null;

  if (settings.state === 'open') {
    return confirm === 'close' ? (
      <div className="flex flex-wrap items-center gap-2">
        <p className="basis-full text-sm" role="alert">
          Close judging? Judges can no longer evaluate or revise, and the evaluations become final.
        </p>
        <Button variant="outline" onClick={() => setConfirm(null)}>
          Keep Open
        </Button>
        <Button variant="destructive" onClick={() => change({ state: 'closed' })} disabled={busy}>
          {busy ? <Spinner label="Closing" /> : <Lock aria-hidden="true" />} Close Judging Now
        </Button>
      </div>
    ) : (
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setConfirm('close')}>
          <Lock aria-hidden="true" /> Close Judging
        </Button>
      </div>
    );
  }
  if (early && confirm === 'early') {
    return (
      <div className="grid gap-3">
        <p
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
          role="alert"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-text" aria-hidden="true" />
          <span>
            {early.notice}. Judges would start on projects their teams can still change. {openLabel} early anyway?
          </span>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => setConfirm(null)}>
            Wait for the Close
          </Button>
          <Button variant="destructive" onClick={() => change({ state: 'open', force: true })} disabled={busy}>
            {busy ? <Spinner label="Opening" /> : <Play aria-hidden="true" />} {openLabel} Early
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        onClick={() => (early ? setConfirm('early') : change({ state: 'open' }))}
        disabled={busy}
        variant={early ? 'outline' : 'default'}
      >
        {busy ? <Spinner label="Opening" /> : <Play aria-hidden="true" />}
        {early ? `${openLabel} Early…` : openLabel}
      </Button>
    </div>
  );
}
