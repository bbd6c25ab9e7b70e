// The messages feature's public surface: its routes (the forms and the admin Inbox).
export { messagesRoutes } from './routes';
