// Which admin dialog is open. Menus, rows and other dialogs open one with `useAdminDialog().open(...)`;
// AdminDialogs renders it. One at a time, so a dialog can hand over to another (Profile → Contact User).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { InboxMessage } from '@shared/schemas/messages';
import type { AdminSubmission } from '@shared/schemas/submissions';
import type { AdminTeam } from '@shared/schemas/teams';
import type { AdminUser } from '@shared/schemas/users';
import { withEdition } from '@/lib/admin-edition';

export type AdminDialogState =
  | { kind: 'team-details'; team: Pick<AdminTeam, 'id' | 'name'> }
  | { kind: 'credentials'; team: Pick<AdminTeam, 'id' | 'name'> }
  | {
      kind: 'email';
      title: string;
      to: string;
      url: string;
      description?: string;
      defaultSubject?: string;
      /** An email to several people: their list (admin team members), counted in a confirm step. */
      recipientsUrl?: string;
    }
  | { kind: 'user-profile'; user: Pick<AdminUser, 'id' | 'name'> }
  | { kind: 'reset-password'; user: Pick<AdminUser, 'id' | 'name' | 'email'> }
  | { kind: 'erase-user'; user: Pick<AdminUser, 'id' | 'name' | 'email'> }
  | { kind: 'evaluate'; submission: Pick<AdminSubmission, 'id' | 'teamName'> }
  | { kind: 'message'; message: InboxMessage }
  | { kind: 'announcement' }
  | { kind: 'report' }
  | { kind: 'winners' };

interface DialogContextValue {
  current: AdminDialogState | null;
  open: (d: AdminDialogState) => void;
  close: () => void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

export function AdminDialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AdminDialogState | null>(null);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ current, open: setCurrent, close }), [current, close]);
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

export function useAdminDialog(): DialogContextValue {
  const ctx = useContext(DialogContext);
  if (!ctx) throw new Error('useAdminDialog must be used inside AdminDialogProvider');
  return ctx;
}

/** Dialog helpers for a user row: Send Email, Contact User. */
export const emailUserDialog = (
  user: Pick<AdminUser, 'id' | 'name' | 'email'>,
  title = 'Send Email',
): AdminDialogState => ({
  kind: 'email',
  title,
  to: `${user.name} <${user.email}>`,
  url: withEdition(`/api/users/${user.id}/email`),
});

export const contactTeamDialog = (team: Pick<AdminTeam, 'id' | 'name'>): AdminDialogState => ({
  kind: 'email',
  title: 'Contact Team',
  to: `Every member of ${team.name}`,
  url: withEdition(`/api/teams/${team.id}/contact`),
  recipientsUrl: withEdition(`/api/teams/${team.id}/members`),
});
