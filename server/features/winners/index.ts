// The winners feature's public surface: its routes (the public list, the admin ranking and announcement).
export { winnersRoutes } from './routes';
