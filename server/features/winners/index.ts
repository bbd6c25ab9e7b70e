// The winners feature's public surface: an edition's published winners (the events feature's pages of
// past editions). Its routes are registered by ../index.ts straight from routes.ts, so that importing
// this file never loads them.
export { publicWinners } from './service/announce';
