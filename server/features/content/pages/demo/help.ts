// The demo edition's help centre (spec §2 Help): the spec's six categories and their articles, searchable
// as before. Facts are placeholders, filled from the edition's settings when served.
import type { HelpPage } from '@shared/schemas/pages/index';

const md = (markdown: string) => ({ markdown, html: '' });

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
