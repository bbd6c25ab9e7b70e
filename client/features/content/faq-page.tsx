import { PlaceholderPage } from '@/components/placeholder-page';

export default function FaqPage() {
  return <PlaceholderPage title="FAQ" description="Answers to common questions about registration, rules, judging and prizes." />;
}
