// "Make current" asks first: the current edition is archived in the same step and cannot come back.
import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { AdminEdition } from '@shared/schemas/events';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useMakeCurrent } from './mutations';

export function MakeCurrentDialog({ edition, current }: { edition: AdminEdition; current?: AdminEdition }) {
  const [open, setOpen] = useState(false);
  const make = useMakeCurrent();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Make ${edition.name} current`}>
          Make current
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Make {edition.name} current?</DialogTitle>
          <DialogDescription>
            {current
              ? `${current.name} will be archived: its teams, projects, judging and winners stay visible but can no longer change, and it cannot become current again.`
              : 'It becomes the edition the public pages show.'}{' '}
            Registration and the public pages switch to {edition.name} at once.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={make.isPending}
            onClick={() => make.mutate(edition.slug, { onSuccess: () => setOpen(false) })}
          >
            {make.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null} Make current
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
