// The judging feature's public surface: what the winners feature needs (an edition's corrected ranking,
// judging settings, the feedback released with the results). Its routes are registered by ../index.ts straight from routes.ts.
export { judgingRanking, type RankingResult } from './service/ranking';
export { loadSettings as judgingSettings } from './service/context';
export { joinedPeople, releaseFeedback } from './service/feedback';
