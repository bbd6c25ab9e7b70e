// The spec's evaluation (§5): five sliders 1–10, step 1, default 7, and the final score, their average
// to one decimal out of 10. The admin's Evaluation dialog and the judge's form both use these.
import { LIMITS, SCORE_KEYS } from '@shared/constants';
import { averageScore, SCORE_LABELS, type Scores } from '@shared/schemas/judging';
import { Slider } from '@/components/ui/slider';

export const DEFAULT_SCORES = Object.fromEntries(SCORE_KEYS.map((k) => [k, LIMITS.scoreDefault])) as Scores;

export function ScoreSliders({ value, onChange }: { value: Scores; onChange: (scores: Scores) => void }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold">Scores</legend>
      {SCORE_KEYS.map((key) => (
        <div key={key} className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span>{SCORE_LABELS[key]}</span>
            <span className="font-mono tabular-nums" aria-hidden="true">
              {value[key]}/10
            </span>
          </div>
          <Slider
            min={LIMITS.scoreMin}
            max={LIMITS.scoreMax}
            step={1}
            value={value[key]}
            onValueChange={(v) => onChange({ ...value, [key]: v })}
            aria-label={SCORE_LABELS[key]}
          />
        </div>
      ))}
    </fieldset>
  );
}

export function FinalScore({ scores }: { scores: Scores }) {
  return (
    <p className="flex items-baseline justify-between rounded-lg bg-muted/60 px-4 py-3" aria-live="polite">
      <span className="text-sm font-medium">Final score</span>
      <span>
        <span className="text-2xl font-bold">{averageScore(scores).toFixed(1)}</span>
        <span className="text-muted-foreground"> / 10</span>
      </span>
    </p>
  );
}
