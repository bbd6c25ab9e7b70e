// Judging (issue 11), isomorphic: the ranking the server publishes, the assignment it hands judges, and
// the simulator behind the admin's judging plan. Import from here ('@shared/judging').
export { rankSubmissions, rankWithin } from './ranking';
export type { Evaluation, JudgeSummary, RankedSubmission, Ranking, RankingOptions } from './ranking';
export { nextSubmissionFor, queueFor, settlingReviews, boundaryPriorities } from './assignment';
export type {
  Assignment,
  AssignmentState,
  JudgeProfile,
  PrizeBoundary,
  ReviewPair,
  SubmissionInfo,
} from './assignment';
export { planJudging, simulateEvent } from './simulator';
export type { Accuracy, Forecast, JudgingPlan, PlanInput, SimulationConfig, SimulationResult } from './simulator';
export type { Id } from './random';
