// The FAQ (spec §2 FAQ: six tabs of questions and answers). Answers that mention dates, prizes or team
// sizes are written from the event row, so the FAQ never contradicts another page (DESIGN D1).
import type { PublicEvent } from '@shared/schemas/content';
import { rubricSentence } from '@shared/schemas/challenges';
import { formatDate, formatDateTime, hoursBetween } from '@/lib/format';

export interface FaqItem {
  id: string;
  question: string;
  answer: (event: PublicEvent) => string;
}

export interface FaqTab {
  id: string;
  label: string;
  items: FaqItem[];
}

export const FAQ_TABS: FaqTab[] = [
  {
    id: 'general',
    label: 'General',
    items: [
      { id: 'general-what', question: 'What is this hackathon?', answer: (e) => `${e.name} is an online hackathon: teams of ${e.teamSizeMin} to ${e.teamSizeMax} people pick a real-world challenge and build a working solution in ${hoursBetween(e.startsAt, e.endsAt)} hours, from ${formatDate(e.startsAt)} to ${formatDate(e.endsAt)}.` },
      { id: 'general-cost', question: 'Does it cost anything to take part?', answer: () => 'No. Registration is free, and so are the mentor sessions, workshops and resources. You only need a computer and an internet connection.' },
      { id: 'general-online', question: 'Is the event online or in person?', answer: (e) => `Fully online, so you can join from anywhere. The organizing team is based in ${e.city}; all times on this site are given in UTC.` },
      { id: 'general-contact', question: 'How do I reach the organizers?', answer: (e) => `Write to ${e.contactEmail}, use the contact form, or open a support request on the Support page. We answer within one working day, and around the clock during the event.` },
    ],
  },
  {
    id: 'registration',
    label: 'Registration',
    items: [
      { id: 'registration-when', question: 'When can we register?', answer: (e) => `Registration opens on ${formatDate(e.registrationOpensAt)} and closes on ${formatDateTime(e.registrationClosesAt)}.` },
      { id: 'registration-team-size', question: 'How big can a team be?', answer: (e) => `A team has ${e.teamSizeMin} to ${e.teamSizeMax} people, the team leader included.${e.requireFemaleMember ? ' At least one team member (besides the leader) must be female.' : ''}` },
      { id: 'registration-solo', question: 'Can I take part on my own?', answer: (e) => `Teams need at least ${e.teamSizeMin} people. If you have no team yet, join our community channels to find teammates, or register with a friend and grow the team later.` },
      { id: 'registration-after', question: 'What happens after we register?', answer: () => 'The organizers review every registration. Once your team is approved, the leader receives sign-in details by email and can invite members from the team dashboard.' },
      { id: 'registration-age', question: 'Is there an age limit?', answer: () => 'Participants must be at least 13 years old. Anyone under 18 needs permission from a parent or guardian.' },
    ],
  },
  {
    id: 'participation',
    label: 'Participation',
    items: [
      { id: 'participation-who', question: 'Who can participate?', answer: () => 'Students, professionals, hobbyists, self-taught developers and entrepreneurs from anywhere in the world. Designers, data scientists and domain experts are just as welcome as programmers.' },
      { id: 'participation-challenge', question: 'Can we change our challenge?', answer: () => 'Yes. The team leader can change it with Edit Team on the team dashboard. Settle on one before hacking begins, so the mentors of your category can help you from the start.' },
      { id: 'participation-existing', question: 'Can we work on an existing project?', answer: (e) => `No. All code must be written during the hacking window, from ${formatDateTime(e.startsAt)} to ${formatDateTime(e.endsAt)}. Open-source libraries, frameworks and public APIs are fine.` },
      { id: 'participation-mentors', question: 'Will mentors be available?', answer: () => 'Yes. Mentors for every category hold office hours throughout the event, and the support team is available 24/7 while hacking is under way.' },
    ],
  },
  {
    id: 'rules',
    label: 'Rules & Judging',
    items: [
      { id: 'rules-judging', question: 'How are projects judged?', answer: (e) => rubricSentence(e.rubric) },
      { id: 'rules-submit', question: 'What do we need to submit?', answer: (e) => `A public GitHub repository with a README and setup instructions, an optional demo link, a short description and the technologies you used, before ${formatDateTime(e.submissionDeadline)}.` },
      { id: 'rules-late', question: 'Can we submit after the deadline?', answer: () => 'No. The submission form closes at the deadline. You can update your submission as often as you like before then.' },
      { id: 'rules-ip', question: 'Who owns what we build?', answer: () => 'You do. Your team keeps full ownership of its code and ideas. We only ask for permission to showcase winning projects.' },
    ],
  },
  {
    id: 'prizes',
    label: 'Prizes & Perks',
    items: [
      { id: 'prizes-pool', question: 'What can we win?', answer: (e) => `The prize pool totals ${e.totalPrize}. The best project overall wins the grand prize of ${e.grandPrize}, category winners receive ${e.categoryPrize}, and every challenge carries its own prize, shown on its card.` },
      { id: 'prizes-when', question: 'When are winners announced?', answer: (e) => `On ${formatDate(e.winnersAnnouncedAt)}, after the judges have reviewed every submission. Winners are also contacted by email.` },
      { id: 'prizes-perks', question: 'Are there perks besides the prizes?', answer: () => 'Yes: sponsor credits for cloud services, interviews with hiring partners, mentorship sessions and a certificate of participation for everyone who submits a project.' },
    ],
  },
  {
    id: 'technical',
    label: 'Technical',
    items: [
      { id: 'technical-stack', question: 'Which languages and tools can we use?', answer: () => 'Any. Use the languages, frameworks, cloud services and APIs that suit your idea. Just list them in your README and your submission.' },
      { id: 'technical-repo', question: 'Does our repository have to be public?', answer: () => 'Yes, judges must be able to read your code. Keep API keys and passwords out of the repository: use environment variables instead.' },
      { id: 'technical-ai', question: 'May we use AI coding assistants?', answer: () => 'Yes, as long as your team builds the project during the event and you mention the tools you used. Judges value your own ideas and engineering.' },
      { id: 'technical-help', question: 'What if something breaks during the event?', answer: () => 'Open a support request with the subject "Technical issue". During the event the support team answers around the clock.' },
    ],
  },
];

export function findFaqItem(id: string): FaqItem | undefined {
  for (const tab of FAQ_TABS) {
    const item = tab.items.find((i) => i.id === id);
    if (item) return item;
  }
  return undefined;
}
