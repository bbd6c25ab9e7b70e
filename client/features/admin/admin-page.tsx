import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" description="Manage teams, participants and submissions." />;
}
