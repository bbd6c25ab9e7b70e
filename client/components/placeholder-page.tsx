import { usePageMeta } from '@/lib/use-page-meta';

/** A page whose content is still being written: its title and one sentence. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">This page is being built.</p>
    </section>
  );
}
