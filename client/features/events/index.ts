// What other features use from editions: the admin's edition picker, read-only and draft banners and state, the
// Editions tab, the first-setup screen, and the queries (the profile links to editions by path only).
export { ArchivedNote, EditionPicker, ReadOnlyBanner, useAdminEdition, useEditionReadOnly } from './admin-edition';
export { DraftBanner } from './draft-banner';
export { EditionsTab } from './editions-tab';
export { FirstEditionSetup } from './first-setup';
export { editionQueries } from './queries';
export { EditionStateBadge } from './state-badge';
export { PhasePanel } from './phase-panel';
export { EventTab } from './settings';
