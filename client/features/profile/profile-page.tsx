import { PlaceholderPage } from '@/components/placeholder-page';

export default function ProfilePage() {
  return <PlaceholderPage title="Profile Settings" description="Manage your account details and password." />;
}
