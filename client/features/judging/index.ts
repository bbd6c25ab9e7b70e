// What other features use of judging: the admin's Judging tab.
export { AdminJudgingTab } from './admin-judging-tab';
