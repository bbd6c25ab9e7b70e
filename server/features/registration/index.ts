// The registration feature's public surface: its routes.
export { registrationRoutes } from './routes';
