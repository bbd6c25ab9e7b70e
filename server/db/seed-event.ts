// The demo edition (DESIGN D1, D13): dates relative to the moment of seeding, so the demo is always live.
import { SPEC_CATEGORIES } from '@shared/schemas/categories';
import { SPEC_RUBRIC } from '@shared/schemas/event-settings';

const DAY = 24 * 3600 * 1000;

export const DEMO_EDITION_SLUG = 'hackverse-2027';

export function eventSeed(now = new Date()) {
  const startsAt = new Date(now.getTime() + 60 * DAY);
  startsAt.setUTCHours(15, 0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 2 * DAY); // a 48-hour hack
  const registrationOpensAt = new Date(now.getTime() - 7 * DAY);
  return {
    slug: DEMO_EDITION_SLUG,
    name: 'HackVerse 2027',
    timeZone: 'Asia/Kolkata',
    tagline: 'Build what matters in 48 hours. Learn, team up and ship with builders from everywhere.',
    registrationOpensAt,
    registrationClosesAt: new Date(startsAt.getTime() - DAY),
    startsAt,
    endsAt,
    submissionDeadline: endsAt,
    winnersAnnouncedAt: new Date(endsAt.getTime() + 14 * DAY),
    // Each challenge's own prize joins the list when the challenges are seeded: 15 prizes, $50,000 in all
    // (the pool the demo states). No overall prize: the winners dialog offers the overall podium (1st to
    // 3rd) as the spec's flow has it.
    prizes: [],
    teamSizeMin: 2,
    teamSizeMax: 4,
    requireFemaleMember: true,
    femaleMemberMessage: 'At least one female team member is required',
    // The spec's rule: at least one female member, counted over the members list (DESIGN D5).
    compositionMin: 1,
    compositionGender: 'female',
    compositionScope: 'members' as const,
    rubric: SPEC_RUBRIC,
    // The demo reproduces the spec's flows today: projects are accepted while registration is open
    // (an early-opened window, as week-long online hackathons do) and feedback shows at once.
    submissionOpensAt: registrationOpensAt,
    feedbackRelease: 'immediate' as const,
    contactEmail: 'hello@hackverse.dev',
    city: 'Bengaluru, India',
    // Fully online; the organizers are based in the city above (the spec's contact details).
    mode: 'online' as const,
    // The spec's five tracks (DESIGN D2) and the demo's own words: data, like any organizer's.
    categories: SPEC_CATEGORIES,
    heroLine: 'Build. Compete. Win.',
    footerBlurb:
      'Form a team, pick a challenge and build something that matters. Free to enter, open to students, professionals and self-taught builders everywhere.',
    // The projects gallery (issue 33) is published, so the demo shows its projects at /projects.
    galleryPublished: true,
  };
}
