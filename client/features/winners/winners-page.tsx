import { PlaceholderPage } from '@/components/placeholder-page';

export default function WinnersPage() {
  return <PlaceholderPage title="Winners" description="The winning teams of the hackathon." />;
}
