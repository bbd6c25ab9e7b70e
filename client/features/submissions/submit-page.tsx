import { PlaceholderPage } from '@/components/placeholder-page';

export default function SubmitPage() {
  return <PlaceholderPage title="GitHub Submission" description="Submit the project repository of your team." />;
}
