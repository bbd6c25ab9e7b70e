// Edit Team (leader only, while the team is not rejected): the team name and the challenge.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Pencil } from 'lucide-react';
import { problemQueries } from '@/features/problems';
import { OTHER_PROBLEM_LABEL, OTHER_PROBLEM_VALUE, PROBLEMS_LOADING_TEXT } from '@shared/schemas/registration';
import { editTeamFormSchema, type CurrentTeam, type EditTeamForm } from '@shared/schemas/teams';
import { apiErrorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/use-toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUpdateTeam } from './mutations';

function EditTeamForm({ team, onDone }: { team: CurrentTeam; onDone: () => void }) {
  const problems = useQuery(problemQueries.options());
  const update = useUpdateTeam();
  const form = useForm<EditTeamForm>({
    resolver: zodResolver(editTeamFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: team.name, problem: team.problemId ? String(team.problemId) : OTHER_PROBLEM_VALUE },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: 'Team Updated', description: 'Your team details were saved.' });
      onDone();
    } catch (err) {
      applyServerFieldErrors(setError, err, (path) =>
        path === 'name' ? 'name' : path === 'problemId' ? 'problem' : undefined,
      );
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to update team'), variant: 'destructive' });
    }
  });

  const options = problems.data ?? [];
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Team Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Challenge" error={errors.problem?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="problem"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={problems.isLoading}>
                <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                  <SelectValue placeholder={problems.isLoading ? PROBLEMS_LOADING_TEXT : 'Select a challenge'} />
                </SelectTrigger>
                <SelectContent>
                  {options.map((p) => (
                    <SelectItem key={p.id} value={String(p.id)}>
                      {p.title}
                    </SelectItem>
                  ))}
                  <SelectItem value={OTHER_PROBLEM_VALUE}>{OTHER_PROBLEM_LABEL}</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function EditTeamDialog({ team }: { team: CurrentTeam }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit Team
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Team</DialogTitle>
          <DialogDescription>Change your team's name or the challenge you are working on.</DialogDescription>
        </DialogHeader>
        {open ? <EditTeamForm team={team} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
