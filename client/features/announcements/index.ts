// What other features use from announcements: the dashboard card, the queries, sending one (the
// find-a-team tab's one-click note), and the admin's Send Announcement dialog (it follows an
// announcement's email job). The team dashboard imports this file, so the dialog stays behind a dynamic
// import: a static re-export would put it in the dashboard's chunk.
export { AnnouncementsPanel } from './announcements-panel';
export { useCreateAnnouncement } from './mutations';
export { announcementQueries } from './queries';

let dialog: Promise<typeof import('./admin/announcement-dialog')> | undefined;

/** The admin's Send Announcement dialog; one promise, so React's use() can wait for it anywhere. */
export const loadAnnouncementDialog = () => (dialog ??= import('./admin/announcement-dialog'));
