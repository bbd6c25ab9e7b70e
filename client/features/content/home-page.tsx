import { PlaceholderPage } from '@/components/placeholder-page';

export default function HomePage() {
  return <PlaceholderPage title="Home" description="Join the online hackathon: form a team of 2 to 4, pick a challenge, build, and win prizes." />;
}
