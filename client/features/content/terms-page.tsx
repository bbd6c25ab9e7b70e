import { PlaceholderPage } from '@/components/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage title="Terms of Service" description="The terms that apply to taking part in the hackathon." />;
}
