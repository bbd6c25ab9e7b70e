// "Make current" and "Reopen" ask first, naming what changes: the current edition is archived in the same
// step. Each sends the edition this organizer sees as current (`replaces`), so when another organizer
// switched meanwhile the server refuses and names who, instead of archiving an edition nobody meant to.
import { useState } from 'react';
import type { AdminEdition } from '@shared/schemas/events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useMakeCurrent } from './mutations';

/** What happens to the edition current now. */
const archiving = (current: AdminEdition | undefined) =>
  current
    ? `${current.name} will be archived: its teams, projects, judging and winners stay visible but can no longer change until it is reopened.`
    : 'It becomes the edition the public pages show.';

export function MakeCurrentDialog({ edition, current }: { edition: AdminEdition; current?: AdminEdition }) {
  const [open, setOpen] = useState(false);
  const make = useMakeCurrent();
  const reopen = edition.state === 'archived';
  const action = reopen ? 'Reopen' : 'Make current';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          size="sm"
          variant={reopen ? 'outline' : 'default'}
          aria-label={reopen ? `Reopen ${edition.name}` : `Make ${edition.name} current`}
        >
          {action}
        </Button>
      }
      title={reopen ? `Reopen ${edition.name}?` : `Make ${edition.name} current?`}
      description={
        reopen
          ? `${edition.name} becomes the current edition again: the public pages, registration and the admin switch to it, and its teams, projects, judging and winners can change again.${current ? ` ${archiving(current)}` : ''}`
          : `${archiving(current)} Registration and the public pages switch to ${edition.name} at once.`
      }
      confirmLabel={reopen ? `Reopen ${edition.name}` : 'Make current'}
      pending={make.isPending}
      onConfirm={() =>
        make.mutate(
          { slug: edition.slug, replaces: current?.slug ?? null, ...(reopen ? { reopen: true } : {}) },
          // Closed either way: a refusal (another organizer switched) is told by its toast, on a fresh list.
          { onSettled: () => setOpen(false) },
        )
      }
    />
  );
}
