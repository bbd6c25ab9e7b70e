// The judging feature's public surface: its routes (evaluations of submissions).
export { judgingRoutes } from './routes';
