// The gallery feature's public surface (page heads read a project's title). Its routes are registered by
// ../index.ts straight from routes.ts, so that importing this file never loads them.
export { projectTitle } from './titles';
