// The demo edition's FAQ and help centre (spec §2 FAQ, Help): the spec's six tabs and six categories.
// Dates, sizes, prizes and the rubric are placeholders, filled from the edition's settings when served.
import type { FaqPage, HelpPage } from '@shared/schemas/pages/index';

const md = (markdown: string) => ({ markdown, html: '' });
const qa = (id: string, question: string, answer: string) => ({ id, question, answer: md(answer) });

export const DEMO_FAQ: FaqPage = {
  title: 'Frequently asked questions',
  intro:
    'Everything you need to know before, during and after the event. Can’t find your answer? Our support team is happy to help.',
  tabs: [
    {
      id: 'general',
      label: 'General',
      entries: [
        qa(
          'general-what',
          'What is this hackathon?',
          '{{eventName}} is an online hackathon: teams of {{teamSize}} people pick a real-world challenge and build a working solution in {{hackingHours}} hours, from {{hackingStarts}} to {{hackingEnds}}.',
        ),
        qa(
          'general-cost',
          'Does it cost anything to take part?',
          'No. Registration is free, and so are the mentor sessions, workshops and resources. You only need a computer and an internet connection.',
        ),
        qa(
          'general-online',
          'Is the event online or in person?',
          'Fully online, so you can join from anywhere. The organizing team is based in {{city}}; all times on this site are given in UTC.',
        ),
        qa(
          'general-contact',
          'How do I reach the organizers?',
          'Write to {{contactEmail}}, use the [contact form](/contact), or open a support request on the [Support page](/support). We answer within one working day, and around the clock during the event.',
        ),
      ],
    },
    {
      id: 'registration',
      label: 'Registration',
      entries: [
        qa(
          'registration-when',
          'When can we register?',
          'Registration opens on {{registrationOpens}} and closes on {{registrationCloses}}.',
        ),
        qa(
          'registration-team-size',
          'How big can a team be?',
          'A team has {{teamSize}} people, the team leader included. {{compositionRule}}',
        ),
        qa(
          'registration-solo',
          'Can I take part on my own?',
          'Teams need at least {{teamSizeMin}} people, but you can still come alone: sign up on [Find a team](/teams/find) to meet teams with a free place and other people looking for one.',
        ),
        qa(
          'registration-after',
          'What happens after we register?',
          'The team leader’s sign-in details are shown once, right after the registration is sent: keep them. Everyone signs in with their email address. The organizers then review the registration; once the team is approved, the leader invites members from the team dashboard.',
        ),
        qa(
          'registration-age',
          'Is there an age limit?',
          'Participants must be at least {{minAge}} years old. Anyone under {{guardianConsentUnder}} needs permission from a parent or guardian.',
        ),
      ],
    },
    {
      id: 'participation',
      label: 'Participation',
      entries: [
        qa(
          'participation-who',
          'Who can participate?',
          'Students, professionals, hobbyists, self-taught developers and entrepreneurs from anywhere in the world. Designers, data scientists and domain experts are just as welcome as programmers.',
        ),
        qa(
          'participation-challenge',
          'Can we change our challenge?',
          'Yes. The team leader can change it with Edit Team on the team dashboard. Settle on one before hacking begins, so the mentors of your category can help you from the start.',
        ),
        qa(
          'participation-existing',
          'Can we work on an existing project?',
          'No. Build your project for this event: submissions are accepted {{submissionWindow}}. Open-source libraries, frameworks and public APIs are fine.',
        ),
        qa(
          'participation-mentors',
          'Will mentors be available?',
          'Yes. Mentors for every category hold office hours throughout the event, and the support team is available 24/7 while hacking is under way.',
        ),
      ],
    },
    {
      id: 'rules',
      label: 'Rules & Judging',
      entries: [
        qa(
          'rules-judging',
          'How are projects judged?',
          'Judges score {{rubric}}. Each challenge page lists its own evaluation weights.',
        ),
        qa(
          'rules-submit',
          'What do we need to submit?',
          'A public GitHub repository with a README and setup instructions, an optional demo link, a short description and the technologies you used. Submissions are accepted {{submissionWindow}}.',
        ),
        qa(
          'rules-late',
          'Can we submit after the deadline?',
          'No. The submission form closes at the deadline, {{submissionDeadline}}. You can update your submission as often as you like before then.',
        ),
        qa(
          'rules-ip',
          'Who owns what we build?',
          'You do. Your team keeps full ownership of its code and ideas. We only ask for permission to showcase winning projects.',
        ),
      ],
    },
    {
      id: 'prizes',
      label: 'Prizes & Perks',
      entries: [
        qa(
          'prizes-pool',
          'What can we win?',
          'The prize pool totals {{totalPrize}}. The best project overall wins the grand prize of {{grandPrize}}, and every challenge carries its own prize, shown on its card.',
        ),
        qa(
          'prizes-when',
          'When are winners announced?',
          'On {{winnersAnnounced}}, after the judges have reviewed every submission. Winners are also contacted by email.',
        ),
        qa(
          'prizes-perks',
          'Are there perks besides the prizes?',
          'Yes: sponsor credits for cloud services, interviews with hiring partners, mentorship sessions and a certificate of participation for everyone who submits a project.',
        ),
      ],
    },
    {
      id: 'technical',
      label: 'Technical',
      entries: [
        qa(
          'technical-stack',
          'Which languages and tools can we use?',
          'Any. Use the languages, frameworks, cloud services and APIs that suit your idea. Just list them in your README and your submission.',
        ),
        qa(
          'technical-repo',
          'Does our repository have to be public?',
          'Yes, judges must be able to read your code. Keep API keys and passwords out of the repository: use environment variables instead.',
        ),
        qa(
          'technical-ai',
          'May we use AI coding assistants?',
          'Yes, as long as your team builds the project during the event and you mention the tools you used. Judges value your own ideas and engineering.',
        ),
        qa(
          'technical-help',
          'What if something breaks during the event?',
          'Open a support request with the subject "Technical issue". During the event the support team answers around the clock.',
        ),
      ],
    },
  ],
};

const article = (id: string, category: string, title: string, body: string) => ({
  id,
  category,
  title,
  body: md(body),
});

export const DEMO_HELP: HelpPage = {
  title: 'How can we help?',
  intro: '',
  categories: [
    {
      id: 'getting-started',
      title: 'Getting started',
      description: 'How the hackathon works, from sign-up to demo day.',
    },
    { id: 'teams', title: 'Registration & teams', description: 'Registering, team size, members and invitations.' },
    { id: 'account', title: 'Account & sign-in', description: 'Passwords, GitHub sign-in and your profile.' },
    { id: 'submissions', title: 'Submissions', description: 'Submitting and updating your project.' },
    { id: 'judging', title: 'Judging & prizes', description: 'Criteria, feedback and how winners are chosen.' },
    { id: 'technical', title: 'Technical support', description: 'Browsers, errors and getting unstuck.' },
  ],
  articles: [
    article(
      'how-it-works',
      'getting-started',
      'How the hackathon works',
      'Register a team, wait for approval, pick a challenge, build your project and submit your GitHub repository: submissions are accepted {{submissionWindow}}. Judges then review every submission and the winners are announced on the website and by email.\n\nThe Home and About pages show every key date.',
    ),
    article(
      'choose-challenge',
      'getting-started',
      'Choosing a challenge',
      'Open the Problems page and use the category tabs to narrow the list. Each challenge page shows its difficulty, prize, requirements, resources and evaluation weights.\n\nPick a challenge your team can realistically finish: a polished small project usually beats an unfinished ambitious one.',
    ),
    article(
      'what-to-prepare',
      'getting-started',
      'What to prepare before the event',
      'Agree on roles in your team, set up a shared GitHub repository, and make sure everybody can run the tools you plan to use. Read the requirements of your challenge and skim its resources.',
    ),
    article(
      'register-team',
      'teams',
      'Registering a team',
      'Open the Register page, enter the team name, team size and challenge, then the leader’s details and one card per member. Accept the terms and submit.\n\nRight after submitting, the leader’s sign-in details are shown once: keep them. The organizers review the team and let you know by email when it is approved.',
    ),
    article(
      'team-size',
      'teams',
      'Team size and composition',
      'A team has {{teamSize}} people, the leader included. The registration form adds one member card per extra person. {{compositionRule}}',
    ),
    article(
      'invite-members',
      'teams',
      'Inviting and removing members',
      'The team leader can invite members by email from the Team Members tab of the dashboard; each invited person receives a link to set a password and join. The leader can also remove members, but the leader cannot be removed.\n\nPeople who already have an account can join with the team’s join code.',
    ),
    article(
      'approval-status',
      'teams',
      'Why is my team still pending?',
      'Every registration is reviewed by the organizers. Pending teams can sign in and see their status on the dashboard. If your team has been pending for more than two working days, open a support request with the subject "Registration".',
    ),
    article(
      'sign-in',
      'account',
      'Signing in',
      'Use your email address and password on the Login page, or Continue with GitHub when it is available. Team members set their own password from the invitation email.',
    ),
    article(
      'forgot-password',
      'account',
      'I forgot my password',
      'Choose "Forgot password?" on the Login page and enter your email. You will receive a link to set a new password. For your security the link expires after a short time and works once.',
    ),
    article(
      'profile',
      'account',
      'Updating your profile',
      'Open Profile Settings from the header to change your name, phone number or password. Changing your password signs you out on your other devices.',
    ),
    article(
      'submit-project',
      'submissions',
      'Submitting your project',
      'Open Submit from your dashboard. Enter the challenge, your public GitHub repository, an optional demo link, a description of 50 to 500 characters and the technologies you used.\n\nOnly approved teams can submit, and only while submissions are open: {{submissionWindow}}.',
    ),
    article(
      'update-submission',
      'submissions',
      'Updating a submission',
      'Any team member can update the submission from the dashboard while it is a draft or submitted. Once the judges start their review, the submission is locked.',
    ),
    article(
      'good-readme',
      'submissions',
      'Writing a good README',
      'Explain the problem, your solution and how to run it. Include setup instructions, a demo video or screenshots and the list of technologies. Keep secrets out of the repository.',
    ),
    article(
      'judging-criteria',
      'judging',
      'How judging works',
      'Judges score {{rubric}}. Each challenge page shows how much each criterion weighs for that challenge.',
    ),
    article(
      'feedback',
      'judging',
      'Reading the judges’ feedback',
      'When the judges have evaluated your submission, their notes appear with it on your team dashboard, along with its status: under review, accepted or rejected.',
    ),
    article(
      'prizes-paid',
      'judging',
      'How prizes are paid',
      'Winning teams are contacted by email after the announcement to arrange payment.',
    ),
    article(
      'browser-support',
      'technical',
      'Supported browsers',
      'The platform works on current versions of Chrome, Edge, Firefox and Safari, on desktop and mobile. If a page looks broken, refresh it and make sure your browser is up to date.',
    ),
    article(
      'error-message',
      'technical',
      'I see an error message',
      'Most errors tell you what to fix, such as a missing field. If an error persists, note what you were doing and open a support request with the subject "Technical issue".',
    ),
    article(
      'live-updates',
      'technical',
      'Not receiving live announcements',
      'Announcements arrive over a live connection. Corporate networks and some browser extensions block it; try another network or disable the extension. Announcements are also emailed.',
    ),
  ],
  popular: ['register-team', 'submit-project', 'forgot-password', 'judging-criteria', 'approval-status'],
};
