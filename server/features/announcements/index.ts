// The announcements feature's public surface: its routes.
export { announcementsRoutes } from './routes';
