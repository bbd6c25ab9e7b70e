import { useParams } from 'wouter';
import { PlaceholderPage } from '@/components/placeholder-page';

export default function ProblemDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const title = slug ? decodeURIComponent(slug).replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) : 'Challenge';
  return <PlaceholderPage title={title} description={`Details of the ${title} challenge.`} />;
}
