// Static content of the home page (spec §2 Home, §3 Sponsor, Testimonial). Event facts (dates, prizes,
// counts) are not here: they come from the event row through useEvent().
import { paths } from '@shared/paths';
import { Briefcase, Cloud, Atom, Cpu, Leaf, HeartPulse, Link2, Lightbulb, Rocket, Trophy, Users, UserPlus, Hammer, Presentation, type LucideIcon } from 'lucide-react';

export interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** 'Why Join': four benefit cards. The prize card's text is completed with the event's prize pool. */
export const BENEFITS: Benefit[] = [
  { icon: Trophy, title: 'Win prizes', text: 'Every challenge carries its own cash prize, and the best projects overall take home the grand prize.' },
  { icon: Briefcase, title: 'Job & internship offers', text: 'Our sponsors hire from the hackathon: strong projects regularly turn into interviews, internships and offers.' },
  { icon: Users, title: 'Network with experts', text: 'Meet mentors, judges and engineers from leading companies, and builders who share your interests.' },
  { icon: Rocket, title: 'Build your skills', text: 'Take a real project from idea to demo, learn new tools fast and get feedback from experienced judges.' },
];

export interface Sponsor {
  id: number;
  name: string;
  tier: 'Platinum' | 'Gold' | 'Silver';
  icon: LucideIcon;
}

/** Six sponsors for the rotating carousel (spec §9). */
export const SPONSORS: Sponsor[] = [
  { id: 1, name: 'Nimbus Cloud', tier: 'Platinum', icon: Cloud },
  { id: 2, name: 'Quantum Labs', tier: 'Platinum', icon: Atom },
  { id: 3, name: 'ByteForge', tier: 'Gold', icon: Cpu },
  { id: 4, name: 'GreenGrid Energy', tier: 'Gold', icon: Leaf },
  { id: 5, name: 'MediCore Health', tier: 'Silver', icon: HeartPulse },
  { id: 6, name: 'LedgerLine', tier: 'Silver', icon: Link2 },
];

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  quote: string;
}

/** Participants of earlier editions. The home page shows the first three, the About page all of them. */
export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Ananya Krishnan',
    role: 'Computer science student, winner of the AI track',
    quote: 'We went from a whiteboard sketch to a working voice assistant in two days. The mentors were incredible, and one of the judges offered me an internship the week after.',
  },
  {
    id: 2,
    name: 'Daniel Okafor',
    role: 'Backend engineer, first-time participant',
    quote: 'I joined to learn Rust on a real problem. I left with a finished project, three new friends and a repository I now show in every interview.',
  },
  {
    id: 3,
    name: 'Mei Lin',
    role: 'Self-taught developer, Green Tech finalist',
    quote: 'The challenges felt meaningful rather than gimmicky. Our carbon tracker is still used by a local co-working space, and that feels better than any prize.',
  },
  {
    id: 4,
    name: 'Rohan Desai',
    role: 'Founder, Blockchain track runner-up',
    quote: 'Forty-eight hours of focused building with people who care did more for our prototype than three months on my own. We found our first pilot customer in the judging room.',
  },
  {
    id: 5,
    name: 'Sofia Almeida',
    role: 'UX designer on a mixed team',
    quote: 'As the only designer in my team I worried I would be sidelined. Instead, the judges singled out our user research, and design became our strongest criterion.',
  },
  {
    id: 6,
    name: 'Karthik Raman',
    role: 'Security analyst, Cybersecurity track winner',
    quote: 'The cyber defense challenge was as close to a real incident as it gets. Great scenario, fair judging and a community that kept sharing write-ups long after the event.',
  },
];

export interface Step {
  id: number;
  title: string;
  icon: LucideIcon;
  text: string;
  cta: { href: string; label: string };
}

/** 'Getting Started' (spec §2): four steps, auto-advancing every 4 seconds. */
export const GETTING_STARTED: Step[] = [
  { id: 1, title: 'Register', icon: UserPlus, text: 'Gather a team, fill in the registration form and wait for the organizers to approve it. The team leader receives sign-in details by email.', cta: { href: paths.register, label: 'Register your team' } },
  { id: 2, title: 'Choose a Challenge', icon: Lightbulb, text: 'Browse challenges across five categories, compare difficulty and prizes, and pick the problem your team is most excited to solve.', cta: { href: paths.problems, label: 'Browse challenges' } },
  { id: 3, title: 'Build & Innovate', icon: Hammer, text: 'Hack against the clock with mentors on hand. Use any language, framework or API, and keep your code in a GitHub repository.', cta: { href: paths.resources, label: 'See resources' } },
  { id: 4, title: 'Pitch & Win', icon: Presentation, text: 'Submit your repository with a demo link before the deadline. Judges review every project, and the best teams win prizes and offers.', cta: { href: paths.faq, label: 'How judging works' } },
];

/** Three short FAQs for the home page's contact block; the FAQ page has the full list. */
export const HOME_FAQ_IDS = ['general-cost', 'registration-team-size', 'rules-judging'] as const;
