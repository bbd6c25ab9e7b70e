import { PlaceholderPage } from '@/components/placeholder-page';

export default function SupportPage() {
  return <PlaceholderPage title="Support" description="Ask the support team for help with registration, submissions or technical issues." />;
}
