// /events/{slug}/projects: any edition's projects gallery (a past edition's stays readable).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { PageHero } from '@/components/page-hero';
import { editionPath, editionProjectsPath } from '@shared/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { editionQueries } from '@/features/events';
import { GalleryView } from './gallery-view';

export default function EditionGalleryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const facts = useQuery(editionQueries.detail(slug));
  const name = facts.data?.name;
  usePageMeta(name ? `Projects of ${name}` : 'Projects', `Every team's project of ${name ?? 'this edition'}.`);
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
