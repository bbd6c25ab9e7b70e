import { PlaceholderPage } from '@/components/placeholder-page';

export default function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" description="How the hackathon collects, uses and protects your data." />;
}
