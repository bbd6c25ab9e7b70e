import { PlaceholderPage } from '@/components/placeholder-page';

export default function TeamDashboardPage() {
  return <PlaceholderPage title="Team Dashboard" description="Your team, its members and its submissions." />;
}
