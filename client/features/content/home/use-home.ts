// The home page's organizer-owned sections: one query of GET /api/content/home shared by every section
// (React Query deduplicates), read below the fold, so the hero never waits for it.
import { usePage, type ServedPage } from '../pages/use-page';

export type HomeDocument = ServedPage<'home'>;

export function useHome() {
  return usePage('home');
}
