import { PlaceholderPage } from '@/components/placeholder-page';

export default function ProblemsPage() {
  return <PlaceholderPage title="Problems" description="Browse the hackathon challenges by category." />;
}
