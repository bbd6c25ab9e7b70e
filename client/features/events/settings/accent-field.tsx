// The accent colour: a colour picker beside its #rrggbb text, and the contrast verdict as it is typed
// (shared/contrast.ts: the same rule the server applies), with a preview of text and a button in it.
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { accentVerdict, AA_RATIO, HEX_COLOR } from '@shared/contrast';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Form = { accentColor: string };

const ratio = (r: number) => `${(Math.floor(r * 10) / 10).toFixed(1)}:1`;

export function AccentField<T extends Form>({ form, label }: { form: UseFormReturn<T>; label: string }) {
  const id = useId();
  const f = form as unknown as UseFormReturn<Form>;
  const value = f.watch('accentColor');
  const error = f.formState.errors.accentColor?.message;
  const valid = HEX_COLOR.test(value ?? '');
  const verdict = valid ? accentVerdict(value.toLowerCase()) : null;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className={error ? 'text-destructive-text' : undefined}>
        {label}
      </Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: picker`}
          value={valid ? value : '#22d3ee'}
          onChange={(e) => f.setValue('accentColor', e.target.value, { shouldDirty: true, shouldValidate: true })}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1"
        />
        <Input
          id={id}
          autoComplete="off"
          spellCheck={false}
          placeholder="#22d3ee (empty: the theme's own)"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-verdict${error ? ` ${id}-error` : ''}`}
          {...f.register('accentColor')}
        />
      </div>
      <div id={`${id}-verdict`} aria-live="polite" className="text-xs text-muted-foreground">
        {verdict ? (
          <div className="space-y-2">
            <p>
              {verdict.ok ? 'Readable (AA): ' : 'Not readable enough: '}
              text on the page {ratio(verdict.onBackground)}, text on the colour{' '}
              {ratio(Math.max(verdict.whiteOnAccent, verdict.darkOnAccent))} (needs {AA_RATIO}:1 each).
            </p>
            <div className="flex flex-wrap items-center gap-3" aria-hidden="true">
              <span style={{ color: value }} className="font-semibold">
                Accent text
              </span>
              <span
                style={{ background: value, color: verdict.foreground }}
                className="rounded-md px-3 py-1 font-semibold"
              >
                Button
              </span>
            </div>
          </div>
        ) : (
          <p>Empty keeps the theme's own accent.</p>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
