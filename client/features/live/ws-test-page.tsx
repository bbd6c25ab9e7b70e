import { PlaceholderPage } from '@/components/placeholder-page';

export default function WsTestPage() {
  return <PlaceholderPage title="Live Console" description="Test the live message channel." />;
}
