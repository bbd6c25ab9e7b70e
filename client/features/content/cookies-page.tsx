import { PlaceholderPage } from '@/components/placeholder-page';

export default function CookiesPage() {
  return <PlaceholderPage title="Cookie Policy" description="Which cookies this site uses and why." />;
}
