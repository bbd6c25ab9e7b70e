// What the features' admin screens use from the admin page: its dialog switchboard (open a dialog of
// another feature, e.g. a row's Contact Team) and its queries. The mutation helper that refreshes every
// admin view and toasts is client/lib/admin-mutation.ts. The page itself is loaded by the router.
export { adminQueries } from './queries';
export { contactTeamDialog, emailUserDialog, useAdminDialog, type AdminDialogState } from './dialog-state';
