// A mentor's shifts: rows of start and end, typed on the edition's clock (as the Event tab's dates are,
// whatever the browser's zone) and kept as ISO instants. Each row says how it reads in the reader's own
// zone when that differs, so a mentor abroad knows when to show up.
import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dualTime, fromZonedInput, toZonedInput } from '@/lib/zoned-time';

/** One row as typed: datetime-local values on the edition's clock. */
export interface ShiftDraft {
  key: number;
  startsAt: string;
  endsAt: string;
}

let nextKey = 1;
export const shiftDraft = (startsAt = '', endsAt = ''): ShiftDraft => ({ key: nextKey++, startsAt, endsAt });

/** The drafts of stored shifts (ISO) on `timeZone`'s clock. */
export function shiftDrafts(shifts: { startsAt: string; endsAt: string }[], timeZone: string): ShiftDraft[] {
  return shifts.map((s) => shiftDraft(toZonedInput(s.startsAt, timeZone), toZonedInput(s.endsAt, timeZone)));
}

/**
 * The drafts as ISO instants, or the first problem in words (rows left wholly empty are dropped: an added
 * row nobody filled is no shift).
 */
export function shiftsFromDrafts(
  drafts: ShiftDraft[],
  timeZone: string,
): { shifts: { startsAt: string; endsAt: string }[] } | { error: string } {
  const shifts: { startsAt: string; endsAt: string }[] = [];
  for (const [i, d] of drafts.entries()) {
    if (!d.startsAt && !d.endsAt) continue;
    const startsAt = fromZonedInput(d.startsAt, timeZone);
    const endsAt = fromZonedInput(d.endsAt, timeZone);
    if (!startsAt || !endsAt) return { error: `Shift ${i + 1}: choose a start and an end` };
    if (Date.parse(endsAt) <= Date.parse(startsAt))
      return { error: `Shift ${i + 1}: the end must come after the start` };
    shifts.push({ startsAt, endsAt });
  }
  return { shifts };
}

export function ShiftsField({
  drafts,
  timeZone,
  onChange,
  error,
}: {
  drafts: ShiftDraft[];
  timeZone: string;
  onChange: (next: ShiftDraft[]) => void;
  error?: string;
}) {
  const id = useId();
  const set = (key: number, patch: Partial<ShiftDraft>) =>
    onChange(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const readable = (value: string) => {
    const iso = fromZonedInput(value, timeZone);
    return iso ? dualTime(iso, timeZone) : '';
  };
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-medium">Shifts</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        When you are on call, on the event&rsquo;s clock ({timeZone}). Participants see the next shift when nobody is on
        call.
      </p>
      {drafts.length === 0 ? <p className="text-sm text-muted-foreground">No shifts yet.</p> : null}
      <ol className="grid gap-3">
        {drafts.map((d, i) => (
          <li key={d.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_auto]">
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor={`${id}-${d.key}-start`}>
                Shift {i + 1} starts ({timeZone})
              </Label>
              <Input
                id={`${id}-${d.key}-start`}
                type="datetime-local"
                value={d.startsAt}
                onChange={(e) => set(d.key, { startsAt: e.target.value })}
              />
              <span className="text-xs text-muted-foreground">{readable(d.startsAt)}</span>
            </div>
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor={`${id}-${d.key}-end`}>
                Shift {i + 1} ends ({timeZone})
              </Label>
              <Input
                id={`${id}-${d.key}-end`}
                type="datetime-local"
                value={d.endsAt}
                onChange={(e) => set(d.key, { endsAt: e.target.value })}
              />
              <span className="text-xs text-muted-foreground">{readable(d.endsAt)}</span>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-center justify-self-start sm:mt-2"
              onClick={() => onChange(drafts.filter((x) => x.key !== d.key))}
              aria-label={`Remove shift ${i + 1}`}
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          // A new row starts where the last one ended, for a mentor entering consecutive shifts.
          const last = drafts[drafts.length - 1];
          onChange([...drafts, shiftDraft(last?.endsAt ?? '', '')]);
        }}
      >
        <Plus aria-hidden="true" /> Add a shift
      </Button>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
