// The content feature's public surface: its routes.
export { contentRoutes } from './routes';
