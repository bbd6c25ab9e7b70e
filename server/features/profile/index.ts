// The profile feature's public surface: its routes.
export { profileRoutes } from './routes';
