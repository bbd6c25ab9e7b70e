// The content feature's public surface: the event row every feature reads, and its routes.
export { EventRowCache, loadEvent, lockEvent, updateEvent, type EventRow } from './event';
export { contentRoutes } from './routes';
