// "Compare": the organizer's unsaved page beside the newer version someone else saved, field by field
// (only the fields that differ), so they can decide what to keep before saving again.
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Every text of a document by its path (a Markdown field by its source). */
export function flatten(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'markdown' in value) {
    out.set(path, String((value as { markdown: unknown }).markdown));
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, path ? `${path}.${i}` : String(i), out));
    if (value.length === 0) out.set(path, '(empty list)');
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out);
  } else out.set(path, value === undefined || value === null ? '' : String(value));
  return out;
}

export function differences(mine: unknown, theirs: unknown) {
  const a = flatten(mine);
  const b = flatten(theirs);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.filter((k) => a.get(k) !== b.get(k)).map((k) => ({ path: k, mine: a.get(k), theirs: b.get(k) }));
}

export function CompareDialog({
  open,
  onOpenChange,
  mine,
  theirs,
  theirsBy,
  onUseTheirs,
  onKeepMine,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mine: unknown;
  theirs: unknown;
  theirsBy: string;
  onUseTheirs: () => void;
  onKeepMine: () => void;
}) {
  const rows = open ? differences(mine, theirs) : [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Compare your changes with {theirsBy}’s</DialogTitle>
          <DialogDescription>
            {rows.length === 0
              ? 'The two versions say the same.'
              : `${rows.length} field${rows.length === 1 ? '' : 's'} differ. Your text is still in the form.`}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3" aria-label="Differences">
          {rows.map((r) => (
            <li key={r.path} className="rounded-lg border border-border p-3">
              <p className="font-mono text-xs text-muted-foreground">{r.path}</p>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <div>
                  <p className="text-xs font-semibold uppercase">Yours</p>
                  <p className="mt-1 text-sm break-words whitespace-pre-wrap">{r.mine ?? '(absent)'}</p>
                </div>
                <div>
                  <p className="text-xs font-semibold uppercase">Theirs</p>
                  <p className="mt-1 text-sm break-words whitespace-pre-wrap">{r.theirs ?? '(absent)'}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onUseTheirs}>
            Use theirs
          </Button>
          <Button onClick={onKeepMine}>Keep mine (save over theirs)</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
