// The problems feature's public surface: its routes.
export { problemsRoutes } from './routes';
