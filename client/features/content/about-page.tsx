import { PlaceholderPage } from '@/components/placeholder-page';

export default function AboutPage() {
  return <PlaceholderPage title="About" description="What the hackathon is, who can take part and how the event runs." />;
}
