// The viewer's own team on the board: what it still needs to be valid (counts and the event's rule, never
// anyone's gender), and for the leader the listing: open or closed, whom they look for, skills wanted.
import { useState, type FormEvent } from 'react';
import { CircleCheck, CircleAlert, LoaderCircle, Save } from 'lucide-react';
import { SKILLS, type Board } from '@shared/schemas/find-team';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useSaveListing } from './mutations';

function Composition({ c }: { c: NonNullable<Board['composition']> }) {
  return (
    <Alert variant={c.valid ? 'success' : 'warning'} role="status">
      {c.valid ? <CircleCheck aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
      <AlertTitle>
        {c.valid ? 'Your team meets the event’s rules' : 'What your team still needs'} ({c.memberCount}/{c.max})
      </AlertTitle>
      <AlertDescription>
        {c.valid ? (
          <span>
            {c.max - c.memberCount > 0
              ? `${c.max - c.memberCount} place${c.max - c.memberCount === 1 ? '' : 's'} still free if you want more people.`
              : 'Your team is full.'}
          </span>
        ) : (
          <ul className="list-disc pl-5">
            {c.needs.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}

function ListingForm({ listing }: { listing: Board['listing'] }) {
  const save = useSaveListing();
  const [lookingFor, setLookingFor] = useState(listing?.lookingFor ?? '');
  const [skillsWanted, setSkillsWanted] = useState<string[]>(listing?.skillsWanted ?? []);
  const open = listing?.open ?? false;

  async function submit(nextOpen: boolean, e?: FormEvent) {
    e?.preventDefault();
    try {
      await save.mutateAsync({ open: nextOpen, lookingFor, skillsWanted: skillsWanted as (typeof SKILLS)[number][] });
      toast({
        title: nextOpen ? 'Listing Published' : 'Listing Closed',
        description: nextOpen ? 'People looking for a team can now find yours.' : 'Your team is off the board.',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to save the listing'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={(e) => submit(true, e)} noValidate className="grid gap-4" aria-label="Team listing">
      <FormField label="Whom are you looking for?" description="Shown on the board with your open places">
        <Textarea rows={3} value={lookingFor} onChange={(e) => setLookingFor(e.target.value)} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Skills you need</legend>
        <div className="flex flex-wrap gap-2">
          {SKILLS.map((s) => {
            const on = skillsWanted.includes(s);
            return (
              <label
                key={s}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
                  on ? 'border-brand-violet bg-primary/20' : 'border-border hover:border-brand-violet/60',
                )}
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() => setSkillsWanted(on ? skillsWanted.filter((x) => x !== s) : [...skillsWanted, s])}
                />
                {s}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {open ? 'Update Listing' : 'Publish Listing'}
        </Button>
        {open ? (
          <Button type="button" variant="outline" onClick={() => submit(false)} disabled={save.isPending}>
            Close Listing
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function TeamPanel({ board }: { board: Board }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{board.viewer.teamName ?? 'Your team'}</h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        {board.composition ? <Composition c={board.composition} /> : null}
        {board.viewer.isLeader ? (
          <ListingForm listing={board.listing} />
        ) : (
          <p className="text-sm text-muted-foreground">Your team leader manages the listing and invitations.</p>
        )}
      </CardContent>
    </Card>
  );
}
