// /events/{slug}/projects: any edition's projects gallery (a past edition's stays readable).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { PageHero, Section } from '@/components/page-hero';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api';
import { editionPath, editionProjectsPath, paths } from '@shared/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { editionQueries } from '@/features/events';
import { GalleryView } from './gallery-view';

export default function EditionGalleryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const facts = useQuery(editionQueries.detail(slug));
  const name = facts.data?.name;
  usePageMeta(name ? `Projects of ${name}` : 'Projects', `Every team's project of ${name ?? 'this edition'}.`);
  // No such edition (or a draft one): say so, not "the gallery opens after the event".
  if (facts.isError && isApiError(facts.error) && facts.error.status === 404)
    return (
      <Section>
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold">Edition not found</h1>
          <p className="mt-2 text-muted-foreground">There is no edition at this address.</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href={paths.events}>See all editions</Link>
          </Button>
        </Card>
      </Section>
    );
  return (
    <>
      <PageHero eyebrow={name ?? 'Edition'} title="Projects">
        What every team of {name ?? 'this edition'} built.{' '}
        <Link href={editionPath(slug)} className="font-medium text-brand-cyan hover:underline">
          About this edition
        </Link>
      </PageHero>
      <GalleryView slug={slug} basePath={editionProjectsPath(slug)} />
    </>
  );
}
