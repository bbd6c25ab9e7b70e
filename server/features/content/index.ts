// The content feature's public surface: nothing other features use. Its routes are registered by
// ../index.ts straight from routes.ts, so that importing this file never loads them.
export {};
