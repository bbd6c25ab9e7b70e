// The admin's "Event" tab (issue "Organizers make the event theirs"): the chosen edition's Basics, Dates,
// Rules, Categories, Prizes, Rubric, Gallery & People's Choice, Help queue and Data retention, each saved on its own with the version the tab holds. An archived edition
// keeps its outcome: only its basics (name, look, contact) stay editable.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryView } from '@/components/query-view';
import type { AdminEditionFacts } from '@shared/schemas/event-patch';
import { useAdminEdition } from '../admin-edition';
import { BasicsSection } from './basics-section';
import { CategoriesSection } from './categories-section';
import { DatesSection } from './dates-section';
import { GallerySection } from './gallery-section';
import { HelpQueueSection } from './help-queue-section';
import type { EditionHolder } from './edition-holder';
import { PrizesSection } from './prizes-section';
import { RubricSection } from './rubric-section';
import { RulesSection } from './rules-section';
import { settingsQueries } from './settings-api';
import { RetentionSection } from '@/features/privacy';

export function EventTab() {
  const { edition } = useAdminEdition();
  if (!edition) return <EventTabSkeleton />;
  // Keyed by the edition: switching editions starts the tab's working copy again.
  return <EventSettings key={edition.slug} slug={edition.slug} />;
}

function EventTabSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading the event's settings">
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function EventSettings({ slug }: { slug: string }) {
  const query = useQuery(settingsQueries.edition(slug));
  return (
    <QueryView
      query={query}
      loading={<EventTabSkeleton />}
      error={{ title: "The event's settings could not be loaded", description: 'Check your connection and try again.' }}
    >
      {(facts) => <Sections slug={slug} initial={facts} />}
    </QueryView>
  );
}

function Sections({ slug, initial }: { slug: string; initial: AdminEditionFacts }) {
  // The tab's working copy: saves advance it; a background refetch does not (see edition-holder.ts).
  const [facts, setFacts] = useState(initial);
  const holder: EditionHolder = { slug, facts, setFacts, readOnly: facts.state === 'archived' };
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">
        Editing <span className="font-semibold text-foreground">{facts.name}</span> · version {facts.version}
        {facts.updatedBy ? ` · last saved by ${facts.updatedBy}` : ''}. Each section saves on its own.
        {holder.readOnly ? ' This edition is archived: only its basics can change.' : ''}
      </p>
      <BasicsSection holder={holder} />
      <DatesSection holder={holder} />
      <RulesSection holder={holder} />
      <CategoriesSection holder={holder} />
      <PrizesSection holder={holder} />
      <RubricSection holder={holder} />
      <GallerySection holder={holder} />
      <HelpQueueSection holder={holder} />
      <RetentionSection slug={slug} />
    </div>
  );
}
