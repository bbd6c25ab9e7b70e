import { PlaceholderPage } from '@/components/placeholder-page';

export default function RegisterPage() {
  return <PlaceholderPage title="Register Your Team" description="Register a team of 2 to 4 people for the hackathon." />;
}
