import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactEmail, LegalPage, type LegalSection } from './legal-page';

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What personal data the hackathon platform collects, why, how long it is kept and how to exercise your rights.',
  );
  const { data: event } = useEvent();
  const name = event?.name ?? 'the hackathon';
  const sections: LegalSection[] = [
    {
      id: 'collect',
      title: 'What we collect',
      body: (
        <ul className="bullets">
          <li>
            <strong>Registration:</strong> team name and challenge; for each person, name, email, gender and, for the
            team leader, a phone number.
          </li>
          <li>
            <strong>Account:</strong> username, a hashed password (never the password itself), your role, and your
            GitHub account id if you sign in with GitHub.
          </li>
          <li>
            <strong>Submissions:</strong> repository and demo links, project description, technologies, and the judges’
            scores and notes.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact and support forms, with your name and email.
          </li>
          <li>
            <strong>Technical data:</strong> the session cookie and server logs (IP address, time, page requested) used
            to keep the service secure.
          </li>
        </ul>
      ),
    },
    {
      id: 'use',
      title: 'How we use it',
      body: (
        <p>
          To run {name}: review registrations, let you sign in, send you event emails (approval, invitations,
          announcements, results), judge submissions, answer your messages and protect the platform against abuse. We do
          not sell your data or use it for advertising.
        </p>
      ),
    },
    {
      id: 'gender',
      title: 'Gender information',
      body: (
        <p>
          We ask for gender only to check the team composition rule of the event and to report anonymous diversity
          figures. It is never shown publicly.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Who can see it',
      body: (
        <p>
          Organizers and judges see what they need to run the event. Other participants see only your name within your
          own team. Public pages show team counts, never personal details. Our email and hosting providers process data
          on our behalf.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          Account, team and submission data are kept until one year after the event, then deleted or anonymised.
          Sessions end after 14 days without renewal, or when you log out.
        </p>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: (
        <p>
          You can see and correct your details in Profile Settings, and ask for a copy or the deletion of your data by
          writing to <ContactEmail />. Participants under 18 may exercise these rights with a parent or guardian.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          We use only the cookies and browser storage needed to keep you signed in. The{' '}
          <Link href={paths.cookies} className="font-medium text-brand-cyan hover:underline">
            Cookie Policy
          </Link>{' '}
          lists each of them.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>What personal data {name} collects, why, and what you can do about it.</p>}
      sections={sections}
    />
  );
}
