// The evaluation's sliders (spec §5): one per criterion of the edition's rubric, 1–10, step 1, default 7,
// and the final score, their weighted mean to one decimal out of 10 (issue 23). The demo's rubric is the
// spec's five at equal weights, so it shows the spec's five sliders and "the average of the five". The
// admin's Evaluation dialog and the judge's form both use these. A judge's sliders start unset (issue 31:
// an untouched evaluation cannot be sent): an unset slider shows "–" and no thumb until it is moved.
import { LIMITS } from '@shared/constants';
import { type Scores, type ScoringCriterion, weightedScore } from '@shared/schemas/judging';
import { Slider } from '@/components/ui/slider';

/** Every criterion at the spec's default of 7. */
export function defaultScores(criteria: readonly ScoringCriterion[]): Scores {
  return Object.fromEntries(criteria.map((c) => [c.key, LIMITS.scoreDefault]));
}

/** The criteria not scored yet (a judge's unset sliders). */
export function unscored(criteria: readonly ScoringCriterion[], scores: Partial<Scores>): ScoringCriterion[] {
  return criteria.filter((c) => scores[c.key] === undefined);
}

/** A judge starts from their earlier scores when they fit the rubric, else from nothing scored. */
export function judgeStartScores(criteria: readonly ScoringCriterion[], earlier: Scores | undefined): Partial<Scores> {
  return earlier && criteria.every((c) => earlier[c.key] !== undefined) ? startScores(criteria, earlier) : {};
}

/** The judge's earlier scores when they fit the rubric, else the defaults. */
export function startScores(criteria: readonly ScoringCriterion[], earlier: Scores | undefined): Scores {
  if (earlier && criteria.every((c) => earlier[c.key] !== undefined)) {
    return Object.fromEntries(criteria.map((c) => [c.key, earlier[c.key]!]));
  }
  return defaultScores(criteria);
}

const equalWeights = (criteria: readonly ScoringCriterion[]) => criteria.every((c) => c.weight === criteria[0]?.weight);

export function ScoreSliders({
  criteria,
  value,
  onChange,
}: {
  criteria: readonly ScoringCriterion[];
  value: Partial<Scores>;
  onChange: (scores: Partial<Scores>) => void;
}) {
  // Weights are stated only when they differ: with equal weights the final score is the plain average.
  const showWeights = !equalWeights(criteria);
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold">Scores</legend>
      {criteria.map((c) => (
        <div key={c.key} className="grid gap-2">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span>
              {c.name}
              {showWeights ? <span className="text-muted-foreground"> · {c.weight}%</span> : null}
            </span>
            <span className="font-mono tabular-nums" aria-hidden="true">
              {value[c.key] ?? '–'}/10
            </span>
          </div>
          {c.description ? <p className="text-xs text-muted-foreground">{c.description}</p> : null}
          {value[c.key] === undefined ? (
            // Unset: no thumb and no value; a tap, a drag or a key press sets the score where it lands.
            <Slider
              min={LIMITS.scoreMin}
              max={LIMITS.scoreMax}
              step={1}
              value={Math.round((LIMITS.scoreMin + LIMITS.scoreMax) / 2)}
              onValueChange={(v) => onChange({ ...value, [c.key]: v })}
              onPointerUp={(e) => onChange({ ...value, [c.key]: Number(e.currentTarget.value) })}
              onKeyUp={(e) => onChange({ ...value, [c.key]: Number(e.currentTarget.value) })}
              aria-label={c.name}
              aria-valuenow={undefined}
              aria-valuetext="Not scored yet"
              data-unset=""
              className="opacity-60 [&::-moz-range-thumb]:opacity-0 [&::-webkit-slider-thumb]:opacity-0"
            />
          ) : (
            <Slider
              min={LIMITS.scoreMin}
              max={LIMITS.scoreMax}
              step={1}
              value={value[c.key]!}
              onValueChange={(v) => onChange({ ...value, [c.key]: v })}
              aria-label={c.name}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}

export function FinalScore({ criteria, scores }: { criteria: readonly ScoringCriterion[]; scores: Partial<Scores> }) {
  const complete = unscored(criteria, scores).length === 0;
  return (
    <p className="flex items-baseline justify-between rounded-lg bg-muted/60 px-4 py-3" aria-live="polite">
      <span className="text-sm font-medium">{equalWeights(criteria) ? 'Final score' : 'Final score (weighted)'}</span>
      <span>
        <span className="text-2xl font-bold">
          {complete ? weightedScore(scores as Scores, criteria).toFixed(1) : '–'}
        </span>
        <span className="text-muted-foreground"> / 10</span>
      </span>
    </p>
  );
}
