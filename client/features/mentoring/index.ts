// What other features use of mentoring: the participants' "Ask a mentor" panel (the team dashboard, the
// team board) and the admin's Mentoring tab, loaded when opened so no participant page carries admin code.
import { lazy } from 'react';

export { AskMentorPanel } from './ask-mentor-panel';
export const AdminMentoringTab = lazy(() => import('./admin-mentoring-tab'));
