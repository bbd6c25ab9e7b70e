import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactEmail, LegalPage, type LegalSection } from './legal-page';

export default function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The rules of taking part in the hackathon: eligibility (minimum age 13, guardian permission under 18), teams, conduct, submissions and prizes.',
  );
  const { data: event } = useEvent();
  const name = event?.name ?? 'the hackathon';
  const sections: LegalSection[] = [
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: (
        <>
          <p>
            You must be at least <strong>13 years old</strong> to take part. If you are under <strong>18</strong>, you
            need the permission of a parent or legal guardian, who accepts these terms on your behalf.
          </p>
          <p>Employees of the organizers and judges may take part but cannot win prizes.</p>
        </>
      ),
    },
    {
      id: 'registration',
      title: 'Registration and teams',
      body: (
        <ul className="bullets">
          <li>Registration is free. Each person may belong to one team only.</li>
          <li>
            {event
              ? `Teams have ${event.teamSizeMin} to ${event.teamSizeMax} members, the team leader included.`
              : 'Teams must respect the team size shown on the registration form.'}
          </li>
          <li>
            The information you give when registering must be accurate. The organizers may reject a registration that is
            incomplete or breaks these terms.
          </li>
          <li>The team leader is responsible for the team’s account and for inviting or removing members.</li>
        </ul>
      ),
    },
    {
      id: 'conduct',
      title: 'Code of conduct',
      body: (
        <p>
          Be respectful to other participants, mentors, judges and organizers. Harassment, discrimination, cheating and
          attempts to attack the platform or other teams’ work lead to disqualification and removal from the event.
        </p>
      ),
    },
    {
      id: 'projects',
      title: 'Projects and submissions',
      body: (
        <ul className="bullets">
          <li>
            Projects must be built during the hacking window. Open-source libraries, public APIs and your own tools are
            allowed when you list them.
          </li>
          <li>
            Submissions are made through the platform as a public GitHub repository before the submission deadline. Late
            submissions are not accepted.
          </li>
          <li>You must have the right to use everything in your project, including data, images and code.</li>
        </ul>
      ),
    },
    {
      id: 'ip',
      title: 'Intellectual property',
      body: (
        <p>
          Your team keeps ownership of its project. By submitting, you allow the organizers to show your project’s name,
          description, screenshots and repository link to promote {name}.
        </p>
      ),
    },
    {
      id: 'judging',
      title: 'Judging and prizes',
      body: (
        <p>
          Judges evaluate submissions on the event&apos;s criteria, listed on the About page, with the weights shown on
          each challenge page. Their decisions are final. Prizes are paid to the winning team after the announcement;
          winners may need to confirm their identity, and any taxes are their responsibility.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Changes and liability',
      body: (
        <p>
          The organizers may change dates, challenges or these terms when needed and will announce changes on the
          website. The platform is provided as is; the organizers are not liable for lost work, so keep your code in
          your own repository.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms? Write to <ContactEmail /> or use the{' '}
          <Link href={paths.contact} className="font-medium text-brand-cyan hover:underline">
            contact form
          </Link>
          . See also our{' '}
          <Link href={paths.privacy} className="font-medium text-brand-cyan hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Terms of Service"
      intro={<p>The rules for taking part in {name}. By registering a team you accept them.</p>}
      sections={sections}
    />
  );
}
