// The admin screens of teams and announcements. Those features' index.ts is also imported by public
// pages, so it hands them over through a dynamic import rather than a re-export (which would put admin
// code in the public pages' chunks). The page waits for them once, as it opens (the router's fallback
// stays up meanwhile); after that every caller gets them at once.
import { use } from 'react';
import { loadAnnouncementDialog } from '@/features/announcements';
import { loadTeamsAdmin } from '@/features/teams';

export function useAdminScreens() {
  // Both downloads start before either is waited for.
  const teams = loadTeamsAdmin();
  const announcements = loadAnnouncementDialog();
  return { ...use(teams), ...use(announcements) };
}
