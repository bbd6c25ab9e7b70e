// What other features use from privacy (issue 35): the profile's Your data and Delete my account cards, the
// admin's export and erase on a person's behalf, and the Event area's retention. Its pages (/profile/data,
// /delete-account) and the consent prompt are loaded by the app directly, each its own chunk.
export { YourDataCard } from './your-data-card';
export { DeleteAccountCard } from './delete-account-card';
export { EraseUserDialog, useUserExport } from './admin-user-data';
export { RetentionSection } from './retention-section';
export { privacyQueries } from './queries';
