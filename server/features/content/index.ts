// The content feature's public surface: an edition's pages for the editions' copy, export and import, and
// the demo seed. Its routes are registered by ../index.ts straight from routes.ts, so that importing this
// file never loads them.
export { pagesOf, writePages } from './pages/store';
export { seedPages } from './pages/seed';
export { renderMarkdown } from './pages/markdown';
