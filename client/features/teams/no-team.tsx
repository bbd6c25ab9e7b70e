// 'No Team Found' (spec §2; DESIGN D7): Create Team goes to /register with the signed-in user as leader;
// Join Team takes the join code a team leader shared.
import { useState } from 'react';
import { Link } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, LogIn, Plus, Search, UsersRound } from 'lucide-react';
import { joinTeamSchema, type JoinTeam } from '@shared/schemas/teams';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useJoinTeam } from './mutations';

function JoinTeamForm({ onDone }: { onDone: () => void }) {
  const join = useJoinTeam();
  const form = useForm<JoinTeam>({
    resolver: zodResolver(joinTeamSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await join.mutateAsync(values);
      toast({ title: 'Joined Team', description: `Welcome to ${result.teamName}!` });
      onDone();
    } catch (err) {
      setError('code', { message: apiErrorMessage(err, 'Failed to join team') });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Join Code" error={errors.code?.message} description="8 letters and digits, e.g. K7QM2XPA">
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-widest uppercase"
          {...register('code')}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Joining...' : 'Join Team'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function NoTeam() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardContent className="grid justify-items-center gap-4 p-8 sm:p-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary/20 text-brand-violet">
          <UsersRound className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">No Team Found</h1>
        <p className="text-muted-foreground">
          You are not part of a team yet. Create a team and lead it, join an existing team with the join code its leader
          shared with you, or find a team on the board.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href={paths.register}>
              <Plus aria-hidden="true" />
              Create Team
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.findTeam}>
              <Search aria-hidden="true" />
              Find a Team
            </Link>
          </Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="outline">
                <LogIn aria-hidden="true" />
                Join Team
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Join a Team</DialogTitle>
                <DialogDescription>Enter the join code from your team leader's dashboard.</DialogDescription>
              </DialogHeader>
              {open ? <JoinTeamForm onDone={() => setOpen(false)} /> : null}
            </DialogContent>
          </Dialog>
        </div>
      </CardContent>
    </Card>
  );
}
