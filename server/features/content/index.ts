// The content feature's public surface: the event row every feature reads. Its routes are registered by
// ../index.ts straight from routes.ts, so that importing this file never loads them.
export { EventRowCache, loadEvent, lockEvent, updateEvent, type EventRow } from './event';
