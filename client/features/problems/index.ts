// What other features use from problems: the challenge queries (home tabs, submission form, dropdowns).
import { lazy } from 'react';
export { problemQueries } from './queries';

// The admin's Challenges tab, in a chunk of its own: public pages import this index, and must not carry it.
export const ChallengesTab = lazy(() => import('./admin/challenges-tab'));
