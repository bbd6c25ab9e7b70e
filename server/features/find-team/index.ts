// The find-a-team feature's public surface: its routes.
export { findTeamRoutes } from './routes';
