import { lazy } from 'react';
// What other features use from content: the support hours panel (the Support page is the messages
// feature's) and the admin's Pages tab.
export { SupportHours } from './support-hours';
// The Pages tab is loaded with the admin page only when opened.
export const PagesTab = lazy(() => import('./admin/pages-tab'));
// Server-rendered organizer prose (the gallery's project stories use the same renderer and styles).
export { Prose } from './pages/prose';
