// The problems feature's public surface: an edition's challenge cards (the events feature's pages of
// past editions). Its routes are registered by ../index.ts straight from routes.ts, so that importing
// this file never loads them.
export { listProblemCards } from './service';
