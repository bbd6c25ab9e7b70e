// What other features use from announcements: the dashboard card, the queries, and the admin's Send
// Announcement dialog (it follows an announcement's email job).
export { AnnouncementsPanel } from './announcements-panel';
export { announcementQueries } from './queries';
export { AnnouncementDialog } from './admin/announcement-dialog';
