import { PlaceholderPage } from '@/components/placeholder-page';

export default function ContactPage() {
  return <PlaceholderPage title="Contact" description="Get in touch with the organizers or become a sponsor." />;
}
