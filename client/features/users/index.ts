// What other features use from users (all of it the admin's): the Participants tab, the user profile and
// reset password dialogs, and the queries (the admin's overview lists participants).
export { userQueries } from './queries';
export { ParticipantsTab } from './participants-tab';
export { UserProfileDialog } from './user-profile-dialog';
export { ResetPasswordDialog } from './reset-password-dialog';
