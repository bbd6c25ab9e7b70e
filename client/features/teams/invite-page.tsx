import { PlaceholderPage } from '@/components/placeholder-page';

export default function InvitePage() {
  return <PlaceholderPage title="Team Invitation" description="Accept your invitation and join your team." />;
}
