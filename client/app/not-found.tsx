import { Link } from 'wouter';
import { Compass } from 'lucide-react';
import { usePageMeta } from '@/lib/use-page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@shared/paths';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you asked for does not exist.');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl border border-border bg-card shadow-glow">
        <Compass className="size-8 text-brand-cyan" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link href={paths.home}>Back to home</Link>
      </Button>
    </section>
  );
}
