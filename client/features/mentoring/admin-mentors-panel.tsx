// The organizers' mentors of one edition: invite by email (the judges' invitation mechanism, on the
// server), who mentors with their skills, shifts and holds, and the invitations not accepted yet.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LifeBuoy, Mail, UserMinus } from 'lucide-react';
import { formatStatus } from '@shared/constants';
import { inviteMentorSchema, type AdminMentor } from '@shared/schemas/mentoring';
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
import { formatDate, plural } from '@/lib/format';
import { useAddMentor, useInviteMentor, useRemoveMentor } from './mutations';
import { mentoringQueries } from './queries';

function InviteForm({ slug }: { slug: string }) {
  const invite = useInviteMentor(slug);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteMentorSchema.safeParse({ email, name: name.trim() || undefined });
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
      aria-label="Invite mentor"
    >
      <FormField label="Mentor's email" error={errors.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label="Mentor's name (optional)" error={errors.name}>
        <Input autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={invite.isPending}>
        {invite.isPending ? <Spinner label="Inviting" /> : <Mail aria-hidden="true" />} Invite Mentor
      </Button>
    </form>
  );
}

export function AdminMentorsPanel({ slug, readOnly }: { slug: string; readOnly: boolean }) {
  const mentors = useQuery(mentoringQueries.adminMentors(slug));
  const { user } = useAuth();
  const add = useAddMentor(slug);
  const remove = useRemoveMentor(slug);
  const meMentoring = mentors.data?.mentors.some((m) => m.userId === user?.id && m.status !== 'inactive');
  const columns: DataColumn<AdminMentor>[] = [
    {
      header: 'Mentor',
      cell: (m) => (
        <span className="grid">
          <span className="font-medium">
            {m.name} {m.role !== 'mentor' ? <Badge variant="secondary">{formatStatus(m.role)}</Badge> : null}
          </span>
          <span className="truncate text-xs text-muted-foreground">{m.email}</span>
        </span>
      ),
    },
    { header: 'Affiliation', cell: (m) => m.affiliation || '—' },
    {
      header: 'Skills',
      className: 'max-w-64',
      cell: (m) => (m.skills.length ? <span className="text-xs">{m.skills.join(', ')}</span> : '—'),
    },
    { header: 'Status', cell: (m) => <Badge variant={statusBadgeVariant(m.status)}>{formatStatus(m.status)}</Badge> },
    {
      header: 'On shift',
      cell: (m) =>
        m.onShiftNow ? (
          <Badge variant="success">Now</Badge>
        ) : (
          <span className="text-xs">{plural(m.shifts.length, 'shift')}</span>
        ),
    },
    { header: 'Holds', className: 'tabular-nums', cell: (m) => m.holds },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (m) =>
        m.status === 'inactive' || readOnly ? null : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove.mutate({ userId: m.userId, name: m.name })}
            disabled={remove.isPending}
            aria-label={`Remove ${m.name} from mentoring`}
          >
            <UserMinus aria-hidden="true" /> Remove
          </Button>
        ),
    },
  ];
  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="region" aria-labelledby="mentors-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mentors-title" className="text-lg font-semibold">
          Mentors
        </h2>
        {meMentoring ? (
          <Button asChild size="sm" variant="outline">
            <Link href={paths.mentor}>
              <LifeBuoy aria-hidden="true" /> My Mentoring Queue
            </Link>
          </Button>
        ) : user && mentors.data && !readOnly ? (
          <Button size="sm" variant="outline" onClick={() => add.mutate(user.id)} disabled={add.isPending}>
            <LifeBuoy aria-hidden="true" /> Mentor Too
          </Button>
        ) : null}
      </div>
      {readOnly ? <ArchivedNote what="who mentors it" /> : <InviteForm slug={slug} />}
      <DataTable
        label="Mentors"
        columns={columns}
        rows={mentors.data?.mentors}
        rowKey={(m) => m.userId}
        state={mentors}
        errorTitle="Failed to fetch mentors"
        empty="No mentors yet: invite one above."
        loadingRows={3}
      />
      {mentors.data && mentors.data.invitations.length > 0 ? (
        <section aria-labelledby="mentor-invitations" className="grid gap-2">
          <h3 id="mentor-invitations" className="text-sm font-semibold">
            Invitations not accepted yet
          </h3>
          <ul className="grid gap-1 text-sm">
            {mentors.data.invitations.map((i) => (
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
