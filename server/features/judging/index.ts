// The judging feature's public surface: its routes (evaluations, judges, assignment, coverage, ranking)
// and what the winners feature needs (the corrected ranking and the judging settings).
export { judgingRoutes } from './routes';
export { judgingRanking, type RankingResult } from './service/ranking';
export { loadSettings as judgingSettings } from './service/context';
