// Help centre articles (spec §2 Help: six article categories and a popular articles list). The search of
// the help page filters these. No dates or prizes here: those live on the event row (DESIGN D1).
import { KeyRound, Rocket, Scale, Send, Users, Wrench, type LucideIcon } from 'lucide-react';

export interface HelpCategory {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface HelpArticle {
  id: string;
  category: string;
  title: string;
  body: string[];
}

export const HELP_CATEGORIES: HelpCategory[] = [
  { id: 'getting-started', title: 'Getting started', description: 'How the hackathon works, from sign-up to demo day.', icon: Rocket },
  { id: 'teams', title: 'Registration & teams', description: 'Registering, team size, members and invitations.', icon: Users },
  { id: 'account', title: 'Account & sign-in', description: 'Passwords, GitHub sign-in and your profile.', icon: KeyRound },
  { id: 'submissions', title: 'Submissions', description: 'Submitting and updating your project.', icon: Send },
  { id: 'judging', title: 'Judging & prizes', description: 'Criteria, feedback and how winners are chosen.', icon: Scale },
  { id: 'technical', title: 'Technical support', description: 'Browsers, errors and getting unstuck.', icon: Wrench },
];

export const HELP_ARTICLES: HelpArticle[] = [
  { id: 'how-it-works', category: 'getting-started', title: 'How the hackathon works', body: ['Register a team, wait for approval, pick a challenge, build during the hacking window and submit your GitHub repository before the deadline. Judges then review every submission and the winners are announced on the website and by email.', 'The Home and About pages show every key date.'] },
  { id: 'choose-challenge', category: 'getting-started', title: 'Choosing a challenge', body: ['Open the Problems page and use the category tabs to narrow the list. Each challenge page shows its difficulty, prize, requirements, resources and evaluation weights.', 'Pick a challenge your team can realistically finish: a polished small project usually beats an unfinished ambitious one.'] },
  { id: 'what-to-prepare', category: 'getting-started', title: 'What to prepare before the event', body: ['Agree on roles in your team, set up a shared GitHub repository, and make sure everybody can run the tools you plan to use. Read the requirements of your challenge and skim its resources.'] },
  { id: 'register-team', category: 'teams', title: 'Registering a team', body: ['Open the Register page, enter the team name, team size and challenge, then the leader’s details and one card per member. Accept the terms and submit.', 'After submitting, the leader receives a username and password. The organizers review the team and let you know by email when it is approved.'] },
  { id: 'team-size', category: 'teams', title: 'Team size and composition', body: ['The team size counts the leader. The registration form lists the allowed sizes and adds one member card per extra person. At least one member must be female when the event requires it; the form explains the rule.'] },
  { id: 'invite-members', category: 'teams', title: 'Inviting and removing members', body: ['The team leader can invite members by email from the Team Members tab of the dashboard; each invited person receives a link to set a password and join. The leader can also remove members, but the leader cannot be removed.', 'People who already have an account can join with the team’s join code.'] },
  { id: 'approval-status', category: 'teams', title: 'Why is my team still pending?', body: ['Every registration is reviewed by the organizers. Pending teams can sign in and see their status on the dashboard. If your team has been pending for more than two working days, open a support request with the subject "Registration".'] },
  { id: 'sign-in', category: 'account', title: 'Signing in', body: ['Use the email and password of your account on the Login page, or Continue with GitHub when it is available. Team members set their own password from the invitation email.'] },
  { id: 'forgot-password', category: 'account', title: 'I forgot my password', body: ['Choose "Forgot password?" on the Login page and enter your email. You will receive a link to set a new password. For your security the link expires after a short time and works once.'] },
  { id: 'profile', category: 'account', title: 'Updating your profile', body: ['Open Profile Settings from the header to change your name, phone number or password. Changing your password signs you out on your other devices.'] },
  { id: 'submit-project', category: 'submissions', title: 'Submitting your project', body: ['Open Submit from your dashboard. Enter the challenge, your public GitHub repository, an optional demo link, a description of 50 to 500 characters and the technologies you used.', 'Only approved teams can submit, and only until the submission deadline.'] },
  { id: 'update-submission', category: 'submissions', title: 'Updating a submission', body: ['Any team member can update the submission from the dashboard while it is a draft or submitted. Once the judges start their review, the submission is locked.'] },
  { id: 'good-readme', category: 'submissions', title: 'Writing a good README', body: ['Explain the problem, your solution and how to run it. Include setup instructions, a demo video or screenshots and the list of technologies. Keep secrets out of the repository.'] },
  { id: 'judging-criteria', category: 'judging', title: 'How judging works', body: ['Judges score each project on the event’s criteria, listed on the About page under “How projects are judged”, from 1 to 10. Each challenge page’s Evaluation tab shows how much each criterion weighs for that challenge.'] },
  { id: 'feedback', category: 'judging', title: 'Reading the judges’ feedback', body: ['When the judges have evaluated your submission, their notes appear with it on your team dashboard, along with its status: under review, accepted or rejected.'] },
  { id: 'prizes-paid', category: 'judging', title: 'How prizes are paid', body: ['Winning teams are contacted by email after the announcement to arrange payment.'] },
  { id: 'browser-support', category: 'technical', title: 'Supported browsers', body: ['The platform works on current versions of Chrome, Edge, Firefox and Safari, on desktop and mobile. If a page looks broken, refresh it and make sure your browser is up to date.'] },
  { id: 'error-message', category: 'technical', title: 'I see an error message', body: ['Most errors tell you what to fix, such as a missing field. If an error persists, note what you were doing and open a support request with the subject "Technical issue".'] },
  { id: 'live-updates', category: 'technical', title: 'Not receiving live announcements', body: ['Announcements arrive over a live connection. Corporate networks and some browser extensions block it; try another network or disable the extension. Announcements are also emailed.'] },
];

/** The popular articles list (spec §2). */
export const POPULAR_ARTICLE_IDS = ['register-team', 'submit-project', 'forgot-password', 'judging-criteria', 'approval-status'];

/** Articles matching every word of the query (title and text), optionally within one category. */
export function searchArticles(query: string, category: string | null, articles: HelpArticle[] = HELP_ARTICLES): HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter((a) => {
    if (category && a.category !== category) return false;
    if (words.length === 0) return true;
    const text = `${a.title} ${a.body.join(' ')}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
