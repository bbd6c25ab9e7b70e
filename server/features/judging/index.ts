// The judging feature's public surface: what the winners feature needs (an edition's corrected ranking
// and judging settings). Its routes are registered by ../index.ts straight from routes.ts.
export { judgingRanking, type RankingResult } from './service/ranking';
export { loadSettings as judgingSettings } from './service/context';
