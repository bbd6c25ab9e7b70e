// The admin's judges: who judges (with their progress), pending invitations, Invite Judge by email,
// and "Judge too" for the signed-in admin. Removing a judge keeps their evaluations.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Gavel, Mail, UserMinus } from 'lucide-react';
import { formatStatus } from '@shared/constants';
import { inviteJudgeSchema, type AdminJudge } from '@shared/schemas/judging';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@shared/paths';
import { ArchivedNote } from '@/features/events';
import { useAuth } from '@/lib/auth-context';
import { formatDate } from '@/lib/format';
import { useInviteJudge, useMarkJudge, useRemoveJudge } from './admin-mutations';
import { judgingQueries } from './queries';

function InviteForm() {
  const invite = useInviteJudge();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = inviteJudgeSchema.safeParse({ email, name: name.trim() || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setName('');
      },
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      aria-label="Invite judge"
    >
      <FormField label="Judge's email" error={errors.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label="Name (optional)" error={errors.name}>
        <Input autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={invite.isPending}>
        {invite.isPending ? <Spinner label="Inviting" /> : <Mail aria-hidden="true" />} Invite Judge
      </Button>
    </form>
  );
}

export function JudgesPanel({ readOnly = false }: { readOnly?: boolean }) {
  const judges = useQuery(judgingQueries.judges());
  const { user } = useAuth();
  const mark = useMarkJudge();
  const remove = useRemoveJudge();
  const meJudging = judges.data?.judges.some((j) => j.userId === user?.id && j.status !== 'inactive');
  const columns: DataColumn<AdminJudge>[] = [
    {
      header: 'Judge',
      cell: (j) => (
        <span className="grid">
          <span className="font-medium">
            {j.name} {j.isAdmin ? <Badge variant="secondary">Admin</Badge> : null}
          </span>
          <span className="truncate text-xs text-muted-foreground">{j.email}</span>
        </span>
      ),
    },
    { header: 'Affiliation', cell: (j) => j.affiliation || '—' },
    { header: 'Status', cell: (j) => <Badge variant={statusBadgeVariant(j.status)}>{formatStatus(j.status)}</Badge> },
    { header: 'Reviews', className: 'tabular-nums', cell: (j) => j.reviews },
    { header: 'In progress', className: 'tabular-nums', cell: (j) => j.holds },
    { header: 'Skips', className: 'tabular-nums', cell: (j) => j.skips },
    { header: 'Conflicts', className: 'tabular-nums', cell: (j) => j.conflicts },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (j) =>
        j.status === 'inactive' || readOnly ? null : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove.mutate({ userId: j.userId, name: j.name })}
            disabled={remove.isPending}
            aria-label={`Remove ${j.name} from judging`}
          >
            <UserMinus aria-hidden="true" /> Remove
          </Button>
        ),
    },
  ];
  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="region" aria-labelledby="judges-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="judges-title" className="text-lg font-semibold">
          Judges
        </h2>
        {meJudging ? (
          <Button asChild size="sm" variant="outline">
            <Link href={paths.judge}>
              <Gavel aria-hidden="true" /> My Judging Queue
            </Link>
          </Button>
        ) : null}
        {user && judges.data && !meJudging && !readOnly ? (
          <Button size="sm" variant="outline" onClick={() => mark.mutate(user.id)} disabled={mark.isPending}>
            <Gavel aria-hidden="true" /> Judge Too
          </Button>
        ) : null}
      </div>
      {readOnly ? <ArchivedNote what="who judges it" /> : <InviteForm />}
      <DataTable
        label="Judges"
        columns={columns}
        rows={judges.data?.judges}
        rowKey={(j) => j.userId}
        state={judges}
        errorTitle="Failed to fetch judges"
        empty="No judges yet: invite one above."
        loadingRows={3}
      />
      {judges.data && judges.data.invitations.length > 0 ? (
        <section aria-labelledby="judge-invitations" className="grid gap-2">
          <h3 id="judge-invitations" className="text-sm font-semibold">
            Invitations not accepted yet
          </h3>
          <ul className="grid gap-1 text-sm">
            {judges.data.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2">
                <span className="break-all">{i.name ? `${i.name} <${i.email}>` : i.email}</span>
                <span className="text-xs text-muted-foreground">expires {formatDate(i.expiresAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
