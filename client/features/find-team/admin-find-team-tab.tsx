// Admin: people still without a team, per challenge of interest and per time zone, with a one-click
// announcement to exactly them (the announcements feature's 'People without a team' audience).
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Megaphone } from 'lucide-react';
import { formatUtcOffset, type FindTeamStats } from '@shared/schemas/find-team';
import { useCreateAnnouncement } from '@/features/announcements';
import { emailsToNote } from '@shared/email-delivery';
import { apiErrorMessage } from '@/lib/api';
import { plural } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { paths } from '@shared/paths';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { findTeamQueries } from './queries';

function CountTable({ caption, rows }: { caption: string; rows: { label: string; count: number }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          <th scope="col" className="py-2 font-medium">
            {caption.replace('By ', '').replace(/^./, (c) => c.toUpperCase())}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            People
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className="border-b border-border/50">
            <td className="py-2 pr-2 break-words">{r.label}</td>
            <td className="py-2 text-right tabular-nums">{r.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AdminFindTeamTab() {
  const stats = useQuery(findTeamQueries.stats());
  return (
    <QueryView
      query={stats}
      loading={<Skeleton className="h-48" />}
      error={{ title: 'The counts could not load', description: 'Please check your connection and try again.' }}
    >
      {(s) => <StatsCard s={s} />}
    </QueryView>
  );
}

function StatsCard({ s }: { s: FindTeamStats }) {
  const announce = useCreateAnnouncement();

  async function onAnnounce() {
    try {
      const result = await announce.mutateAsync({
        title: 'Still looking for a team?',
        message: `The find-a-team board lists people and teams with open places, matched by skills, challenge and time zone. Write your profile and ask to join a team: ${window.location.origin}${paths.findTeam}`,
        audience: 'no_team',
      });
      const n = result.job.recipientTotal;
      const people = `${plural(n, 'person', 'people')} without a team`;
      toast({
        title: 'Announcement Sent',
        description: emailsToNote(n, people, result.emailDelivery, `Emailing ${people}.`),
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to send the announcement'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg leading-tight font-semibold tracking-tight">
          {s.withoutTeam} {s.withoutTeam === 1 ? 'person' : 'people'} without a team
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            ({s.withProfile} with a matching profile)
          </span>
        </h2>
        {/* On a phone the card leaves ~290 px: the button takes the full width and its label may wrap
            rather than run off screen (it is wider than that on one line). */}
        <Button
          onClick={onAnnounce}
          disabled={announce.isPending || s.withoutTeam === 0}
          className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto sm:whitespace-nowrap"
        >
          {announce.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Megaphone aria-hidden="true" />
          )}
          Announce to people without a team
        </Button>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-2">
        <CountTable caption="By challenge" rows={s.byChallenge.map((c) => ({ label: c.title, count: c.count }))} />
        <CountTable
          caption="By time zone"
          rows={s.byTimeZone.map((z) => ({
            label: z.utcOffset === null ? 'No profile yet' : formatUtcOffset(z.utcOffset),
            count: z.count,
          }))}
        />
      </CardContent>
    </Card>
  );
}
