// Between two editions, or before the first (GET /api/event answers 404): a plain word that the next
// edition is being prepared, and the way to the past ones. Shown in place of every page that describes
// the current edition (the router's edition gate, app/edition-gate.tsx).
import { Link } from 'wouter';
import { CalendarClock } from 'lucide-react';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** `level` h1 when it stands for the whole page (the edition gate), h2 inside a page. */
export function NoCurrentEdition({ level: Heading = 'h2' }: { level?: 'h1' | 'h2' }) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <CalendarClock className="mx-auto size-10 text-brand-violet" aria-hidden="true" />
      <Heading className="mt-4 text-2xl font-bold">The next edition is being prepared</Heading>
      <p className="mt-2 text-muted-foreground">
        There is no hackathon running right now. Come back soon, or look at what teams built in past editions.
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link href={paths.events}>See past editions</Link>
      </Button>
    </Card>
  );
}
