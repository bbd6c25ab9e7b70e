// The demo edition's home sections and About page (spec §2 Home, About; §3 Sponsor, Testimonial).
import type { AboutPage, HomePage } from '@shared/schemas/pages/index';

const md = (markdown: string) => ({ markdown, html: '' });

export const DEMO_TESTIMONIALS: HomePage['testimonials']['items'] = [
  {
    name: 'Ananya Krishnan',
    role: 'Computer science student, winner of the AI track',
    quote:
      'We went from a whiteboard sketch to a working voice assistant in two days. The mentors were incredible, and one of the judges offered me an internship the week after.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Backend engineer, first-time participant',
    quote:
      'I joined to learn Rust on a real problem. I left with a finished project, three new friends and a repository I now show in every interview.',
  },
  {
    name: 'Mei Lin',
    role: 'Self-taught developer, Green Tech finalist',
    quote:
      'The challenges felt meaningful rather than gimmicky. Our carbon tracker is still used by a local co-working space, and that feels better than any prize.',
  },
  {
    name: 'Rohan Desai',
    role: 'Founder, Blockchain track runner-up',
    quote:
      'Forty-eight hours of focused building with people who care did more for our prototype than three months on my own. We found our first pilot customer in the judging room.',
  },
  {
    name: 'Sofia Almeida',
    role: 'UX designer on a mixed team',
    quote:
      'As the only designer in my team I worried I would be sidelined. Instead, the judges singled out our user research, and design became our strongest criterion.',
  },
  {
    name: 'Karthik Raman',
    role: 'Security analyst, Cybersecurity track winner',
    quote:
      'The cyber defense challenge was as close to a real incident as it gets. Great scenario, fair judging and a community that kept sharing write-ups long after the event.',
  },
];

export const DEMO_HOME: HomePage = {
  whyJoin: {
    eyebrow: 'Why Join',
    title: 'More than a competition',
    lead: 'Whether you are shipping your first project or your fiftieth, the hackathon is the fastest way to learn, meet great people and get noticed.',
    benefits: [
      {
        title: 'Win prizes',
        text: 'Every challenge carries its own cash prize, and the best projects overall are named winners. The prize pool totals {{totalPrize}}.',
      },
      {
        title: 'Job & internship offers',
        text: 'Our sponsors hire from the hackathon: strong projects regularly turn into interviews, internships and offers.',
      },
      {
        title: 'Network with experts',
        text: 'Meet mentors, judges and engineers from leading companies, and builders who share your interests.',
      },
      {
        title: 'Build your skills',
        text: 'Take a real project from idea to demo, learn new tools fast and get feedback from experienced judges.',
      },
    ],
  },
  cards: [
    {
      title: 'Explore the challenges',
      text: '{{challengeCount}} real-world problems across five categories, from AI to healthcare.',
      cta: 'View challenges',
      href: '/problems',
    },
    {
      title: 'Level up with resources',
      text: 'Documentation, tutorials, starter projects and hackathon tips picked by our mentors.',
      cta: 'Browse resources',
      href: '/resources',
    },
    {
      title: 'Register your team',
      text: 'Teams of {{teamSize}}. Free to enter, open to everyone aged {{minAge}} and over.',
      cta: 'Register now',
      href: '/register',
    },
  ],
  sponsors: {
    eyebrow: 'Our sponsors',
    title: 'Backed by teams who build the future',
    items: [
      { name: 'Nimbus Cloud', tier: 'Platinum', logoUrl: '', link: '' },
      { name: 'Quantum Labs', tier: 'Platinum', logoUrl: '', link: '' },
      { name: 'ByteForge', tier: 'Gold', logoUrl: '', link: '' },
      { name: 'GreenGrid Energy', tier: 'Gold', logoUrl: '', link: '' },
      { name: 'MediCore Health', tier: 'Silver', logoUrl: '', link: '' },
      { name: 'LedgerLine', tier: 'Silver', logoUrl: '', link: '' },
    ],
  },
  challengePicks: {
    title: 'Choose Your Challenge',
    lead: 'Five categories, real problems, a prize for every challenge. Pick the one your team can’t stop thinking about.',
    categories: [],
  },
  testimonials: { eyebrow: 'Testimonials', title: 'Hear it from past participants', items: DEMO_TESTIMONIALS },
  gettingStarted: {
    title: 'Getting Started',
    lead: 'Four steps from idea to the winners’ stage.',
    steps: [
      {
        title: 'Register',
        text: 'Gather a team and fill in the registration form. The leader’s sign-in details are shown once, right after you register; everyone signs in with their email. The organizers then review the team.',
        ctaLabel: 'Register your team',
        ctaHref: '/register',
      },
      {
        title: 'Choose a Challenge',
        text: 'Browse challenges across five categories, compare difficulty and prizes, and pick the problem your team is most excited to solve.',
        ctaLabel: 'Browse challenges',
        ctaHref: '/problems',
      },
      {
        title: 'Build & Innovate',
        text: 'Hack against the clock with mentors on hand. Use any language, framework or API, and keep your code in a GitHub repository.',
        ctaLabel: 'See resources',
        ctaHref: '/resources',
      },
      {
        title: 'Pitch & Win',
        text: 'Submit your repository with a demo link before the deadline. Judges review every project, and the best teams win prizes and offers.',
        ctaLabel: 'How judging works',
        ctaHref: '/faq',
      },
    ],
  },
  contact: {
    title: 'Questions? We’ve got answers.',
    faqIds: ['general-cost', 'registration-team-size', 'rules-judging'],
    partnerTitle: 'Partner with us',
    partnerText: md(
      'Put your APIs in the hands of motivated builders, meet future hires and support projects that matter. Sponsors get branded challenges, judging seats and a direct line to every team.',
    ),
  },
};

export const DEMO_ABOUT: AboutPage = {
  eyebrow: 'About the hackathon',
  intro: md(
    '{{eventName}} is a free online hackathon where teams of {{teamSize}} people spend {{hackingHours}} hours building working solutions to real-world challenges in AI, cybersecurity, sustainability, fintech and healthcare, guided by mentors and judged by industry experts.',
  ),
  what: {
    title: 'What happens at the hackathon',
    lead: 'One event, three ingredients: meaningful problems, focused building time and people who want you to succeed.',
    cards: [
      {
        title: 'Real challenges',
        text: '{{challengeCount}} challenges written with practitioners, each with clear requirements, resources and evaluation criteria.',
      },
      {
        title: 'Teams and mentors',
        text: 'Build with your team while mentors for every category hold office hours and answer questions on the community channels.',
      },
      {
        title: 'Judging and prizes',
        text: 'Expert judges review every submission. Winners share a prize pool of {{totalPrize}}, and the three best projects overall are named on winners day.',
      },
    ],
  },
  who: {
    title: 'Who can participate',
    lead: 'Everyone aged {{minAge}} or over, from anywhere in the world. Participants under {{guardianConsentUnder}} need permission from a parent or guardian.',
    audiences: [
      {
        title: 'Students',
        text: 'High-school and university students looking for real-world experience beyond the classroom.',
      },
      {
        title: 'Professionals',
        text: 'Developers, data scientists and engineers who want to try a new stack or a new domain.',
      },
      {
        title: 'Designers & makers',
        text: 'UX, product and hardware people: the best teams mix skills, not only programmers.',
      },
      { title: 'Hobbyists & self-taught', text: 'Anyone who builds for the joy of it. No degree or job title needed.' },
      {
        title: 'Entrepreneurs',
        text: 'Founders validating an idea, finding co-founders or meeting their first users.',
      },
    ],
    note: md(
      'Teams have {{teamSize}} people, the leader included. {{compositionRule}} Registration is free. Coming alone? [Find a team](/teams/find).',
    ),
  },
  timeline: {
    title: 'Timeline',
    // The zone is named beside the dates (about-page.tsx), from the edition's own zone.
    lead: 'Five steps from registration to the winners’ announcement.',
  },
  judging: {
    title: 'How projects are judged',
    lead: 'Every challenge page lists its own weights; these are the criteria judges score.',
  },
  stories: { title: 'Stories from past participants' },
  cta: { title: 'Ready to build?', text: 'Gather your team, pick a challenge and register for free.' },
};
