// The users feature's public surface: its routes (the admin's participant calls).
export { usersRoutes } from './routes';
