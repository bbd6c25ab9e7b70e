// What other features use of judging: the admin's Judging tab and the spec's evaluation sliders.
export { AdminJudgingTab } from './admin-judging-tab';
export { FinalScore, ScoreSliders, startScores } from './score-sliders';
