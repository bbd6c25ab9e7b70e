// The admin's judging plan (issue 11): for a number of submissions, judges, minutes per review and a
// target (or the minutes each judge can give), what the judges' time buys: reviews per submission and,
// from simulated events like this one, how close our ranking and raw means come to the true order.
import { useState } from 'react';
import { Calculator } from 'lucide-react';
import type { Forecast } from '@shared/judging';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatCount, plural } from '@/lib/format';
import { useJudgingPlan } from './use-judging-plan';

/** Enough events that the exact-set chances move in steps of 5 %, few enough to finish in seconds. */
const EVENTS = 20;

const FIELDS = {
  submissions: { label: 'Submissions', min: 2, max: 300 },
  judges: { label: 'Judges', min: 1, max: 100 },
  minutesPerReview: { label: 'Minutes per review', min: 1, max: 240 },
  target: { label: 'Target reviews per submission', min: 1, max: 10 },
  minutesAvailable: { label: 'Minutes each judge can give', min: 1, max: 6000 },
} as const;
type FieldName = keyof typeof FIELDS;

function check(name: FieldName, text: string): string | undefined {
  const { min, max } = FIELDS[name];
  if (name === 'minutesAvailable' && text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) return `Enter a whole number from ${min} to ${formatCount(max)}`;
  return undefined;
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

const ROWS: { label: string; value: (f: Forecast) => string }[] = [
  { label: 'Kendall τ to the true order', value: (f) => f.tau.toFixed(2) },
  { label: 'Chance the announced top 3 is the true top 3', value: (f) => pct(f.top3) },
  { label: 'Chance the announced top 5 is the true top 5', value: (f) => pct(f.top5) },
  { label: 'Share of the true top 3 in the announced top 3', value: (f) => pct(f.top3Overlap) },
  { label: 'Share of the true top 5 in the announced top 5', value: (f) => pct(f.top5Overlap) },
];

export function JudgingPlan({ defaults }: { defaults?: { submissions?: number; judges?: number } }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    submissions: String(Math.max(defaults?.submissions ?? 100, FIELDS.submissions.min)),
    judges: String(Math.max(defaults?.judges ?? 25, FIELDS.judges.min)),
    minutesPerReview: '15',
    target: '3',
    minutesAvailable: '',
  });
  const errors = Object.fromEntries(
    (Object.keys(FIELDS) as FieldName[]).map((k) => [k, check(k, values[k])]),
  ) as Record<FieldName, string | undefined>;
  const valid = Object.values(errors).every((e) => !e);
  const input = valid
    ? {
        submissions: Number(values.submissions),
        judges: Number(values.judges),
        minutesPerReview: Number(values.minutesPerReview),
        target: Number(values.target),
        minutesAvailable: values.minutesAvailable.trim() ? Number(values.minutesAvailable) : undefined,
      }
    : null;
  const { plan, done, total, running, error } = useJudgingPlan(input, EVENTS);
  const field = (name: FieldName, description?: string) => (
    <FormField label={FIELDS[name].label} error={errors[name]} description={description}>
      <Input
        type="number"
        inputMode="numeric"
        min={FIELDS[name].min}
        max={FIELDS[name].max}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </FormField>
  );
  return (
    <Card className="grid gap-6 p-5" role="region" aria-labelledby="judging-plan-title">
      <div>
        <h2 id="judging-plan-title" className="flex items-center gap-2 text-lg font-semibold">
          <Calculator className="size-5 text-brand-cyan" aria-hidden="true" /> Judging plan
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          What the judges&apos; time buys, from {EVENTS} simulated events like yours: judges who differ in leniency,
          scale and care, as real ones do.
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {field('submissions')}
        {field('judges')}
        {field('minutesPerReview')}
        {field('target')}
        {field('minutesAvailable', 'Optional; replaces the target.')}
      </div>
      {error ? (
        <Alert variant="destructive">
          <AlertTitle>The simulation failed.</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <div aria-live="polite" aria-busy={running} className="grid gap-4">
        <p className="text-sm text-muted-foreground" role="status">
          {!valid
            ? 'Correct the numbers above to see the plan.'
            : running
              ? `Simulating events… ${done} of ${total}`
              : plan
                ? `Forecast from ${plural(plan.events, 'simulated event')}.`
                : 'Preparing the simulation…'}
        </p>
        {plan && valid ? (
          <>
            {plan.reviewsPerSubmission === 0 ? (
              <Alert variant="warning">
                <AlertTitle>Not enough judge time</AlertTitle>
                <AlertDescription>Some submissions would get no review at all. Add judges or minutes.</AlertDescription>
              </Alert>
            ) : null}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ['Reviews per submission', `${plan.reviewsPerSubmission}${plan.extraReviews ? '+' : ''}`],
                ['Reviews in all', formatCount(plan.totalReviews)],
                ['Extra reviews near the prizes', formatCount(plan.extraReviews)],
                ['Minutes per judge', formatCount(plan.minutesPerJudge)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border border-border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {/* A three-column grid rather than a table: at 375 px the long labels wrap instead of pushing the
                figures off-screen. */}
            <div role="table" aria-label="Forecast" className="grid rounded-lg border border-border text-sm">
              <div
                role="row"
                className="grid grid-cols-[1fr_4rem_5.5rem] gap-2 border-b border-border bg-muted/60 px-3 py-2 text-xs font-semibold text-muted-foreground uppercase"
              >
                <span role="columnheader">Expected</span>
                <span role="columnheader" className="text-right">
                  Ours
                </span>
                <span role="columnheader" className="text-right">
                  Raw mean
                </span>
              </div>
              {ROWS.map((row) => (
                <div
                  role="row"
                  key={row.label}
                  className="grid grid-cols-[1fr_4rem_5.5rem] gap-2 border-b border-border px-3 py-2 last:border-0"
                >
                  <span role="rowheader">{row.label}</span>
                  <span role="cell" className="text-right font-semibold tabular-nums">
                    {row.value(plan.ours)}
                  </span>
                  <span role="cell" className="text-right tabular-nums">
                    {row.value(plan.raw)}
                  </span>
                </div>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">
              Ours corrects each judge&apos;s leniency and scale; the raw mean averages scores as they come. Chances
              move in steps of {pct(1 / plan.events)} ({plural(plan.events, 'event')}).
            </p>
          </>
        ) : null}
      </div>
    </Card>
  );
}
