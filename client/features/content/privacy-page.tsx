import { usePageMeta } from '@/lib/use-page-meta';
import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What personal data the hackathon platform collects, why, how long it is kept and how to exercise your rights.',
  );
  return <LegalPage page="privacy" title="Privacy Policy" />;
}
