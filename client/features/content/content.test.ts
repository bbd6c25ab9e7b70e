import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, timeLeft } from '@/lib/format';
import { editionGates } from '@shared/edition-gates';
import { eventMilestones } from '@/lib/use-event';
import { nextMilestoneIndex } from './event-timeline';
import { searchArticles, textOfHtml } from './pages/help-search';
import { picksFor } from './home/challenge-tabs';
import { publicEventFixture } from '../../test/public-event';

const DAY = 86_400_000;
const t0 = Date.parse('2027-01-01T00:00:00Z');

const event = publicEventFixture({
  registrationOpensAt: new Date(t0 - 7 * DAY).toISOString(),
  registrationClosesAt: new Date(t0 + 10 * DAY).toISOString(),
  startsAt: new Date(t0 + 11 * DAY).toISOString(),
  endsAt: new Date(t0 + 13 * DAY).toISOString(),
  submissionDeadline: new Date(t0 + 13 * DAY).toISOString(),
  winnersAnnouncedAt: new Date(t0 + 27 * DAY).toISOString(),
  stats: { teams: 3, participants: 9, challenges: 15 },
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(t0 + 2 * DAY + 3 * 3600_000 + 4 * 60_000 + 5_500, t0)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      expired: false,
    });
  });

  it('stops at zero with the expired flag, never going negative', () => {
    expect(timeLeft(t0, t0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
    expect(timeLeft(t0, t0 + DAY)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
    expect(timeLeft(Number.NaN, t0).expired).toBe(true);
  });

  it('is not expired during the last second', () => {
    expect(timeLeft(t0 + 400, t0)).toMatchObject({ seconds: 0, expired: false });
  });
});

describe('event facts', () => {
  it('formats dates in UTC, the same for every visitor', () => {
    expect(formatDate('2027-01-20T23:30:00Z')).toBe('Jan 20, 2027');
    expect(formatDateTime('2027-01-20T15:00:00Z')).toBe('Jan 20, 2027, 15:00 UTC');
  });

  it('knows whether registration is upcoming, open or closed, as the server decides (dates and override)', () => {
    const ev = { ...event, state: 'current' as const, timeZone: 'UTC' };
    expect(editionGates(ev, t0 - 8 * DAY).registration.status).toBe('not_yet_open');
    expect(editionGates(ev, t0).registration.status).toBe('open');
    expect(editionGates(ev, t0 + 10 * DAY).registration.status).toBe('closed');
    // The organizers moved the event back to Registration: open whatever the dates, as on the server.
    expect(editionGates({ ...ev, phaseOverride: 'registration' }, t0 + 20 * DAY).registration.open).toBe(true);
    expect(editionGates({ ...ev, phaseOverride: 'judging' }, t0).registration.status).toBe('closed_by_phase');
  });

  it('shows the judging window among the milestones when the organizers set one', () => {
    const withJudging = {
      ...event,
      judgingOpensAt: new Date(t0 + 14 * DAY).toISOString(),
      judgingClosesAt: new Date(t0 + 20 * DAY).toISOString(),
    };
    expect(eventMilestones(withJudging).map((p) => p.phase)).toEqual([
      'Registration opens',
      'Registration closes',
      'Hacking begins',
      'Submission deadline',
      'Judging opens',
      'Judging closes',
      'Winners announced',
    ]);
  });

  it('lists the five milestones in order and finds the next one', () => {
    const phases = eventMilestones(event);
    expect(phases.map((p) => p.phase)).toEqual([
      'Registration opens',
      'Registration closes',
      'Hacking begins',
      'Submission deadline',
      'Winners announced',
    ]);
    expect(phases[2]!.description).toContain('48-hour');
    const dates = phases.map((p) => p.date);
    expect(nextMilestoneIndex(dates, t0)).toBe(1);
    expect(nextMilestoneIndex(dates, t0 + 12 * DAY)).toBe(3);
    expect(nextMilestoneIndex(dates, t0 + 100 * DAY)).toBe(5);
  });
});

const md = (html: string) => ({ html });
const ARTICLES = [
  {
    id: 'forgot-password',
    category: 'account',
    title: 'I forgot my password',
    body: md('<p>Choose <strong>Forgot password?</strong> on the Login page.</p>'),
  },
  {
    id: 'submit',
    category: 'submissions',
    title: 'Submitting your project',
    body: md('<p>Open Submit &amp; enter your repository.</p>'),
  },
  {
    id: 'browsers',
    category: 'technical',
    title: 'Supported browsers',
    body: md('<p>Chrome, Edge, Firefox &lt;and&gt; Safari.</p>'),
  },
];

describe('help search', () => {
  it('matches every word of the query in the title or the text of the HTML, case-insensitively', () => {
    expect(searchArticles(ARTICLES, 'FORGOT login', null).map((a) => a.id)).toEqual(['forgot-password']);
    expect(searchArticles(ARTICLES, '', null)).toHaveLength(ARTICLES.length);
    expect(searchArticles(ARTICLES, 'strong', null)).toEqual([]); // tags are not text
    expect(searchArticles(ARTICLES, 'submit & enter', null).map((a) => a.id)).toEqual(['submit']);
    expect(textOfHtml('<p>a &lt;b&gt; &amp; c</p>')).toContain('a <b> & c');
  });

  it('filters by category and finds nothing for unknown words', () => {
    expect(searchArticles(ARTICLES, '', 'submissions').map((a) => a.id)).toEqual(['submit']);
    expect(searchArticles(ARTICLES, 'xylophone', null)).toEqual([]);
    expect(searchArticles(ARTICLES, 'password', 'technical')).toEqual([]);
  });
});

describe('home challenge picks', () => {
  const card = (slug: string, category: string) => ({ slug, category }) as Parameters<typeof picksFor>[0][number];
  const all = [card('a', 'ai'), card('b', 'ai'), card('c', 'ai'), card('d', 'ai'), card('x', 'health')];
  it("shows the organizers' picks in their order, else the first three of the category", () => {
    expect(picksFor(all, 'ai', [{ category: 'ai', slugs: ['d', 'a', 'x', 'gone'] }]).map((p) => p.slug)).toEqual([
      'd',
      'a',
    ]);
    expect(picksFor(all, 'ai', []).map((p) => p.slug)).toEqual(['a', 'b', 'c']);
    expect(picksFor(all, 'health', undefined).map((p) => p.slug)).toEqual(['x']);
  });
});
