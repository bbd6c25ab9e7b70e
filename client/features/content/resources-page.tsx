import { PlaceholderPage } from '@/components/placeholder-page';

export default function ResourcesPage() {
  return <PlaceholderPage title="Resources" description="Learning materials, tips, tools and mentor support for hackathon teams." />;
}
