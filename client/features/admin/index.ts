// What the features' admin screens use from the admin page: its dialog switchboard (open a dialog of
// another feature, e.g. a row's Contact Team), the mutation helper that refreshes every admin view and
// toasts, and the root of every admin query key. The page itself is loaded by the router.
export { adminQueries } from './queries';
export { refreshAdminData, useAdminMutation } from './mutations';
export { contactTeamDialog, emailUserDialog, useAdminDialog, type AdminDialogState } from './dialog-state';
