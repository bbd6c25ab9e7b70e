import { describe, expect, it } from 'vitest';
import { problemSeeds, type EventDates } from './problems';

const dates: EventDates = {
  registrationClosesAt: new Date('2027-02-28T23:59:00Z'),
  startsAt: new Date('2027-03-03T09:00:00Z'),
  endsAt: new Date('2027-03-05T18:00:00Z'),
  submissionDeadline: new Date('2027-03-05T18:00:00Z'),
  winnersAnnouncedAt: new Date('2027-03-12T17:00:00Z'),
};
const seeds = problemSeeds(dates);

describe('problem seeds', () => {
  it('has 15 challenges, 3 per category, with unique slugs and sort orders 0..14', () => {
    expect(seeds).toHaveLength(15);
    for (const category of ['ai', 'cybersecurity', 'green', 'blockchain', 'health'] as const) {
      expect(seeds.filter((s) => s.category === category)).toHaveLength(3);
    }
    expect(new Set(seeds.map((s) => s.slug)).size).toBe(15);
    expect(seeds.map((s) => s.sortOrder)).toEqual([...Array(15).keys()]);
  });

  it('contains the three product-spec challenges with their figures, first in their category', () => {
    const spec = [
      { slug: 'ai-voice-assistant', title: 'AI Voice Assistant', category: 'ai', prize: '$3000', difficulty: 3 },
      {
        slug: 'cyber-defense-challenge',
        title: 'Cyber Defense Challenge',
        category: 'cybersecurity',
        prize: '$5000',
        difficulty: 4,
      },
      { slug: 'blockchain-voting', title: 'Blockchain Voting', category: 'blockchain', prize: '$7500', difficulty: 5 },
    ];
    for (const expected of spec) {
      const seed = seeds.find((s) => s.slug === expected.slug);
      expect(seed).toMatchObject(expected);
      expect(seeds.find((s) => s.category === expected.category)?.slug).toBe(expected.slug);
    }
  });

  it('keeps every challenge well formed', () => {
    for (const s of seeds) {
      // One rubric (issue 23): the demo's challenges weigh the edition's five criteria equally, so none
      // overrides them and the spec's Evaluation dialog's "average of the five" is every final score.
      expect(s.evaluation, s.slug).toEqual([]);
      expect(s.difficulty).toBeGreaterThanOrEqual(1);
      expect(s.difficulty).toBeLessThanOrEqual(5);
      for (const r of s.resources) expect(r.url, s.slug).toMatch(/^https:\/\//);
      expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.requirements.length).toBeGreaterThanOrEqual(5);
      expect(s.requirements.length).toBeLessThanOrEqual(7);
      expect(s.faqs).toHaveLength(3);
      expect(s.longDescription.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('formats the timeline from the event dates', () => {
    expect(seeds[0].timeline).toEqual([
      { phase: 'Registration closes', deadline: 'Feb 28, 2027' },
      { phase: 'Hacking begins', deadline: 'Mar 3, 2027' },
      { phase: 'Submission deadline', deadline: 'Mar 5, 2027' },
      { phase: 'Winners announced', deadline: 'Mar 12, 2027' },
    ]);
  });
});
