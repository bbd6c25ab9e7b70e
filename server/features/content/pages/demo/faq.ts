// The demo edition's FAQ (spec §2 FAQ): the spec's six tabs. Dates, sizes, prizes and the rubric are
// placeholders, filled from the edition's settings when served.
import type { FaqPage } from '@shared/schemas/pages/index';

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
          'Fully online, so you can join from anywhere. The organizing team is based in {{city}}; all times on this site are given in {{timeZone}}, with your own time beside them where it differs.',
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
          'The prize pool totals {{totalPrize}}: every challenge carries its own prize, shown on its card, and the judges also name the three best projects overall.',
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
