import { usePageMeta } from '@/lib/use-page-meta';
import { LegalPage } from './legal-page';

export default function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The rules of taking part in the hackathon: eligibility (minimum age, guardian permission), teams, conduct, submissions and prizes.',
  );
  return <LegalPage page="terms" title="Terms of Service" />;
}
