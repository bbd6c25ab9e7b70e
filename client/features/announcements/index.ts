// What other features use from announcements: the dashboard card and the queries (the admin's Send
// Announcement dialog follows an announcement's email job).
export { AnnouncementsPanel } from './announcements-panel';
export { announcementQueries } from './queries';
