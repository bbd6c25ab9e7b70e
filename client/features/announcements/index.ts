// What other features use from announcements: the dashboard card.
export { AnnouncementsPanel } from './announcements-panel';
