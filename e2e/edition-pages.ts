// The public pages that show the current edition, one address each: first-run.spec.ts checks that each
// says the next edition is being prepared when there is none, and that the list misses none of the app's
// public routes; own-event.ts reads each for a word of the demo once the organizer's edition is current.
import { paths } from '../shared/paths';

/** Every public page that shows the current edition; `challenge` is one challenge's page. */
export const editionPages = (challenge: string): string[] => [
  paths.home,
  paths.about,
  paths.problems,
  challenge,
  paths.resources,
  paths.contact,
  paths.support,
  paths.faq,
  paths.help,
  paths.terms,
  paths.privacy,
  paths.cookies,
  paths.register,
  paths.winners,
  paths.join,
  paths.projects,
  paths.vote,
];
