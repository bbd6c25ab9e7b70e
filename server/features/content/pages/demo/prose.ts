// The demo edition's Resources, Support and legal pages (spec §2 Resources, Support, Terms and Privacy).
import type { LegalPageDocument, ResourcesPage, SupportPage } from '@shared/schemas/pages/index';

const md = (markdown: string) => ({ markdown, html: '' });
const section = (id: string, title: string, body: string) => ({ id, title, body: md(body) });

export const DEMO_RESOURCES: ResourcesPage = {
  title: 'Everything you need to build',
  intro:
    'Hand-picked documentation, tutorials and tools, plus the tips our mentors wish every team knew before the clock starts.',
  tracks: [
    {
      title: 'Web development',
      links: [
        {
          name: 'MDN Web Docs',
          url: 'https://developer.mozilla.org/en-US/docs/Learn',
          description: 'HTML, CSS and JavaScript from the ground up.',
        },
        {
          name: 'React documentation',
          url: 'https://react.dev/learn',
          description: 'Components, state and hooks, with interactive examples.',
        },
        {
          name: 'TypeScript handbook',
          url: 'https://www.typescriptlang.org/docs/handbook/intro.html',
          description: 'Types for JavaScript, explained step by step.',
        },
      ],
    },
    {
      title: 'Backend & APIs',
      links: [
        {
          name: 'Node.js documentation',
          url: 'https://nodejs.org/en/learn',
          description: 'Run JavaScript on the server.',
        },
        {
          name: 'Python tutorial',
          url: 'https://docs.python.org/3/tutorial/',
          description: 'The official introduction to Python.',
        },
        {
          name: 'FastAPI documentation',
          url: 'https://fastapi.tiangolo.com/tutorial/',
          description: 'Build typed Python APIs quickly.',
        },
      ],
    },
    {
      title: 'AI & machine learning',
      links: [
        {
          name: 'PyTorch tutorials',
          url: 'https://pytorch.org/tutorials/',
          description: 'Deep learning from tensors to deployment.',
        },
        {
          name: 'Hugging Face course',
          url: 'https://huggingface.co/learn',
          description: 'Use and fine-tune open models.',
        },
        {
          name: 'scikit-learn user guide',
          url: 'https://scikit-learn.org/stable/user_guide.html',
          description: 'Classical machine learning in Python.',
        },
      ],
    },
    {
      title: 'Security & blockchain',
      links: [
        {
          name: 'OWASP Top Ten',
          url: 'https://owasp.org/www-project-top-ten/',
          description: 'The most critical web application security risks.',
        },
        {
          name: 'Ethereum developer docs',
          url: 'https://ethereum.org/en/developers/docs/',
          description: 'Smart contracts, accounts and transactions.',
        },
        {
          name: 'Solidity documentation',
          url: 'https://docs.soliditylang.org/',
          description: 'The language of Ethereum smart contracts.',
        },
      ],
    },
  ],
  tips: [
    {
      title: 'Scope small, finish strong',
      text: 'Pick one core feature and make it work end to end before adding anything else. A finished demo beats a half-built platform.',
    },
    {
      title: 'Split roles early',
      text: 'Agree who owns the frontend, backend, data and pitch in the first hour, and check in every few hours.',
    },
    {
      title: 'Commit often',
      text: 'Push small commits to your shared repository so nobody loses work and judges can follow your progress.',
    },
    {
      title: 'Plan the demo',
      text: 'Write the demo script before the last evening and rehearse it. Show the problem, the solution and one wow moment.',
    },
    {
      title: 'Document as you go',
      text: 'Keep the README current: what it does, how to run it, what you used. It is the first thing judges open.',
    },
    { title: 'Rest', text: 'Sleep and food are part of the strategy. Tired teams ship bugs; rested teams ship demos.' },
  ],
  openSource: [
    {
      name: 'Vite',
      url: 'https://github.com/vitejs/vite',
      description: 'Fast frontend tooling to start a web app in seconds.',
    },
    {
      name: 'FastAPI',
      url: 'https://github.com/fastapi/fastapi',
      description: 'Modern, fast Python web framework for APIs.',
    },
    {
      name: 'Hugging Face Transformers',
      url: 'https://github.com/huggingface/transformers',
      description: 'Thousands of pretrained models for text, vision and audio.',
    },
    {
      name: 'OpenZeppelin Contracts',
      url: 'https://github.com/OpenZeppelin/openzeppelin-contracts',
      description: 'Audited building blocks for smart contracts.',
    },
    {
      name: 'Leaflet',
      url: 'https://github.com/Leaflet/Leaflet',
      description: 'Lightweight interactive maps for climate and city projects.',
    },
    {
      name: 'HAPI FHIR',
      url: 'https://github.com/hapifhir/hapi-fhir',
      description: 'Open-source implementation of the FHIR healthcare standard.',
    },
  ],
  tools: [
    { name: 'Git', url: 'https://git-scm.com/doc', category: 'Version control' },
    { name: 'GitHub', url: 'https://docs.github.com/en/get-started', category: 'Code hosting' },
    { name: 'VS Code', url: 'https://code.visualstudio.com/docs', category: 'Editor' },
    { name: 'Docker', url: 'https://docs.docker.com/get-started/', category: 'Containers' },
    { name: 'PostgreSQL', url: 'https://www.postgresql.org/docs/current/tutorial.html', category: 'Database' },
    { name: 'Tailwind CSS', url: 'https://tailwindcss.com/docs', category: 'Styling' },
    { name: 'Vercel', url: 'https://vercel.com/docs', category: 'Hosting' },
    { name: 'Postman', url: 'https://learning.postman.com/docs/introduction/overview/', category: 'API testing' },
  ],
  mentors: {
    title: 'Mentor support',
    text: md(
      '**Office hours during the event.** Mentors for every category hold office hours while hacking is under way. Ask for a slot on Discord, or [open a support request](/support) and we will connect you with the right mentor.\n\n**Stuck right now?** The support team answers questions about registration, submissions and technical problems.',
    ),
  },
};

export const DEMO_SUPPORT: SupportPage = {
  hours: [
    { days: 'Monday – Friday', hours: '9am – 8pm EST' },
    { days: 'Saturday', hours: '10am – 6pm' },
    { days: 'Sunday', hours: '12pm – 5pm' },
    { days: 'During events', hours: '24/7' },
  ],
  note: md('We answer within one working day, and around the clock while hacking is under way.'),
};

export const DEMO_TERMS: LegalPageDocument = {
  intro: md('The rules for taking part in {{eventName}}. By registering a team you accept them.'),
  sections: [
    section(
      'eligibility',
      'Eligibility',
      'You must be at least **{{minAge}} years old** to take part. If you are under **{{guardianConsentUnder}}**, you need the permission of a parent or legal guardian, who accepts these terms on your behalf.\n\nEmployees of the organizers and judges may take part but cannot win prizes.',
    ),
    section(
      'registration',
      'Registration and teams',
      '- Registration is free. Each person may belong to one team only.\n- Teams have {{teamSize}} members, the team leader included.\n- The information you give when registering must be accurate. The organizers may reject a registration that is incomplete or breaks these terms.\n- The team leader is responsible for the team’s account and for inviting or removing members.',
    ),
    section(
      'conduct',
      'Code of conduct',
      'Be respectful to other participants, mentors, judges and organizers. Harassment, discrimination, cheating and attempts to attack the platform or other teams’ work lead to disqualification and removal from the event.',
    ),
    section(
      'projects',
      'Projects and submissions',
      '- Projects must be built for this event. Open-source libraries, public APIs and your own tools are allowed when you list them.\n- Submissions are made through the platform as a public GitHub repository, {{submissionWindow}}. Late submissions are not accepted.\n- You must have the right to use everything in your project, including data, images and code.',
    ),
    section(
      'ip',
      'Intellectual property',
      'Your team keeps ownership of its project. By submitting, you allow the organizers to show your project’s name, description, screenshots and repository link to promote {{eventName}}.',
    ),
    section(
      'judging',
      'Judging and prizes',
      'Judges evaluate submissions on {{rubric}}, with the weights shown on each challenge page. Their decisions are final. Prizes are paid to the winning team after the announcement; winners may need to confirm their identity, and any taxes are their responsibility.',
    ),
    section(
      'liability',
      'Changes and liability',
      'The organizers may change dates, challenges or these terms when needed and will announce changes on the website. The platform is provided as is; the organizers are not liable for lost work, so keep your code in your own repository.',
    ),
    section(
      'contact',
      'Contact',
      'Questions about these terms? Write to [{{contactEmail}}](mailto:{{contactEmail}}) or use the [contact form](/contact). See also our [Privacy Policy](/privacy).',
    ),
  ],
};

export const DEMO_PRIVACY: LegalPageDocument = {
  intro: md('What personal data {{eventName}} collects, why, and what you can do about it.'),
  sections: [
    section(
      'collect',
      'What we collect',
      '- **Registration:** team name and challenge; for each person, name, email, gender and, for the team leader, a phone number.\n- **Account:** username, a hashed password (never the password itself), your role, and your GitHub account id if you sign in with GitHub.\n- **Submissions:** repository and demo links, project description, technologies, and the judges’ scores and notes.\n- **Messages:** what you send through the contact and support forms, with your name and email.\n- **Technical data:** the session cookie and server logs (IP address, time, page requested) used to keep the service secure.',
    ),
    section(
      'use',
      'How we use it',
      'To run {{eventName}}: review registrations, let you sign in, send you event emails (approval, invitations, announcements, results), judge submissions, answer your messages and protect the platform against abuse. We do not sell your data or use it for advertising.',
    ),
    section(
      'gender',
      'Gender information',
      'We ask for gender only to check the team composition rule of the event and to report anonymous diversity figures. It is never shown publicly.',
    ),
    section(
      'sharing',
      'Who can see it',
      'Organizers and judges see what they need to run the event. Other participants see only your name within your own team. Public pages show team counts, never personal details. Our email and hosting providers process data on our behalf.',
    ),
    section(
      'retention',
      'How long we keep it',
      'Account, team and submission data are kept until one year after the event, then deleted or anonymised. Sessions end after 14 days without renewal, or when you log out.',
    ),
    section(
      'rights',
      'Your rights',
      'You can see and correct your details in Profile Settings, and ask for a copy or the deletion of your data by writing to [{{contactEmail}}](mailto:{{contactEmail}}). Participants under {{guardianConsentUnder}} may exercise these rights with a parent or guardian.',
    ),
    section(
      'cookies',
      'Cookies',
      'We use only the cookies and browser storage needed to keep you signed in. The [Cookie Policy](/cookies) lists each of them.',
    ),
  ],
};

/** The cookie table itself is the product's (what the code really sets); these are the words around it. */
export const DEMO_COOKIES: LegalPageDocument = {
  intro: md('The cookies and browser storage the platform really uses, and why.'),
  sections: [
    section(
      'visitors',
      'If you do not sign in',
      'Visitors who only read the public pages get no cookie and nothing in browser storage.',
    ),
    section(
      'control',
      'Removing them',
      'Logging out deletes the session cookie and the stored token. You can also clear them in your browser settings at any time; you will simply need to sign in again.',
    ),
    section(
      'more',
      'More information',
      'See the [Privacy Policy](/privacy) for how we handle personal data, or write to [{{contactEmail}}](mailto:{{contactEmail}}).',
    ),
  ],
};
