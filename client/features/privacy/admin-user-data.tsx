// A person's data request made to the organizers (issue 35), done on their behalf from the admin's users
// list: Export Data saves the same document the person would download (GET /api/admin/users/{id}/export,
// audited), Erase Now runs the erasure at once, with no grace period (POST /api/admin/users/{id}/erase),
// after a confirmation that names the person and says what stays.
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useEraseUser } from './mutations';
import { useExportDownload } from './your-data-card';

interface Person {
  id: number;
  name: string;
  email?: string;
}

/** A file name from the person's name ('Ana María' → data-ana-maria-2026-11-29.json). */
function fileFor(person: Person): string {
  const slug = person.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `data-${slug || person.id}-${new Date().toISOString().slice(0, 10)}.json`;
}

/** Starts the download of a person's export, on their behalf. */
export function useUserExport(person: Person) {
  return useExportDownload(`/api/admin/users/${person.id}/export`, fileFor(person));
}

export function EraseUserDialog({ user, onClose }: { user: Person; onClose: () => void }) {
  const erase = useEraseUser();
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Erase ${user.name}'s account now?`}
      description={
        <>
          {user.name}
          {user.email ? ` (${user.email})` : ''} is signed out everywhere and their personal data is erased at once,
          with no grace period: name, email, phone, gender, age, guardian, find-a-team profile and messages. Their
          teams, projects, evaluations and results stay, shown under a pseudonym. This cannot be undone.
        </>
      }
      confirmLabel={`Erase ${user.name}`}
      icon={<Trash2 aria-hidden="true" />}
      destructive
      pending={erase.isPending}
      onConfirm={() => erase.mutate({ id: user.id, name: user.name }, { onSuccess: onClose })}
    />
  );
}
