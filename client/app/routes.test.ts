// main.tsx starts downloading the page of the address being opened before the router exists: it must pick
// the page the router (wouter's <Switch>, first match wins) will render, or the visitor waits for a
// second download.
import { describe, expect, it } from 'vitest';
import { matchRoute as wouterMatch } from 'wouter';
import { parse } from 'regexparam';
import { homeForRole, paths } from '@shared/paths';
import { matchRoute, ROUTES } from './routes';

const routerPick = (pathname: string) => ROUTES.find((r) => wouterMatch(parse, r.path, pathname)[0]);

describe('route table', () => {
  it('has a page for every client route, once', () => {
    const patterns = ROUTES.map((r) => r.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...patterns].sort()).toEqual([...Object.values(paths)].sort());
  });

  it('preloads the page the router renders', () => {
    const samples = [
      '/',
      '/about',
      '/ABOUT',
      '/problems',
      '/problems/',
      '/problems/ai-voice-assistant',
      '/problems/a%20b',
      '/problems/x/y',
      '/register',
      '/login',
      '/reset-password/tok-123',
      '/invite/abc',
      '/join',
      '/teams/find',
      '/teams/requests/tok-123',
      '/team-dashboard',
      '/admin',
      '/no-such-page',
      '/about/extra',
      '/problemsx',
    ];
    for (const pathname of samples) expect(matchRoute(pathname)?.path, pathname).toBe(routerPick(pathname)?.path);
  });

  it('marks the pages that need a session', () => {
    const access = Object.fromEntries(ROUTES.filter((r) => r.access).map((r) => [r.path, r.access]));
    expect(access).toEqual({
      [paths.submit]: 'team',
      [paths.teamDashboard]: 'team',
      [paths.admin]: 'admin',
      [paths.judge]: 'judge',
      [paths.mentor]: 'mentor',
      [paths.helpRequests]: 'user',
      [paths.profile]: 'user',
      [paths.profileData]: 'user',
      [paths.findTeam]: 'team',
    });
  });

  it('sends each role home: admins to /admin, judges to /judge, teams to their dashboard', () => {
    expect(homeForRole('admin')).toBe(paths.admin);
    expect(homeForRole('judge')).toBe(paths.judge);
    expect(homeForRole('team')).toBe(paths.teamDashboard);
    expect(matchRoute('/judge')?.access).toBe('judge');
    expect(matchRoute('/judge-invite/abc123')?.access).toBeUndefined();
    expect(homeForRole('mentor')).toBe(paths.mentor);
    expect(matchRoute('/mentor')?.access).toBe('mentor');
    expect(matchRoute('/mentor-invite/abc123')?.access).toBeUndefined();
  });
});
