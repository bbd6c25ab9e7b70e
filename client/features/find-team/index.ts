// What other features use from find-a-team: the requests panel (the team dashboard) and the admin tab.
export { RequestsPanel } from './requests-panel';
export { AdminFindTeamTab } from './admin-find-team-tab';
