import { PlaceholderPage } from '@/components/placeholder-page';

export default function HelpPage() {
  return <PlaceholderPage title="Help Centre" description="Guides and articles to help you register, build and submit." />;
}
