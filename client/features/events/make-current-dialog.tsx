// "Make current" asks first: the current edition is archived in the same step and cannot come back.
import { useState } from 'react';
import type { AdminEdition } from '@shared/schemas/events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useMakeCurrent } from './mutations';

export function MakeCurrentDialog({ edition, current }: { edition: AdminEdition; current?: AdminEdition }) {
  const [open, setOpen] = useState(false);
  const make = useMakeCurrent();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" aria-label={`Make ${edition.name} current`}>
          Make current
        </Button>
      }
      title={`Make ${edition.name} current?`}
      description={`${
        current
          ? `${current.name} will be archived: its teams, projects, judging and winners stay visible but can no longer change, and it cannot become current again.`
          : 'It becomes the edition the public pages show.'
      } Registration and the public pages switch to ${edition.name} at once.`}
      confirmLabel="Make current"
      pending={make.isPending}
      onConfirm={() => make.mutate(edition.slug, { onSuccess: () => setOpen(false) })}
    />
  );
}
