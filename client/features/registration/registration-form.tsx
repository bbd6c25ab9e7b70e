// The team registration form (spec §2, §3, §5; DESIGN D4–D7): validated on submit, then on every change;
// the member cards follow the team size (the size counts the leader, so size − 1 member cards).
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Info, LoaderCircle, Plus } from 'lucide-react';
import {
  emptyMember,
  fewestMembers,
  membersForSize,
  OTHER_PROBLEM_LABEL,
  OTHER_PROBLEM_VALUE,
  PROBLEMS_LOADING_TEXT,
  registrationFormSchema,
  requestPathToFormPath,
  toRegisterTeamRequest,
  type RegistrationForm as RegistrationValues,
  type RegistrationFormInput,
  type RegistrationRules,
  type RegisterTeamResponse,
  type GenderAnswer,
} from '@shared/schemas/registration';
import { plural } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Section } from './form-section';
import { LeaderFields } from './leader-fields';
import { MemberCard } from './member-card';
import { useRegisterTeam } from './mutations';
import { TermsField } from './terms-field';
import { useProblemOptions } from './use-registration-data';

/**
 * The signed-in user who will lead the team (DESIGN D7), with what their account holds: the form starts
 * from it, so an answer they do not touch is sent as it is stored (or, for gender, not sent at all).
 */
export type SignedInLeader = { name: string; email: string; phone: string; gender: GenderAnswer | '' };

export function RegistrationForm({
  rules,
  leader,
  onRegistered,
  onFailed,
}: {
  rules: RegistrationRules;
  /** The signed-in user who will lead the team (DESIGN D7); their email is fixed. */
  leader: SignedInLeader | null;
  onRegistered: (result: RegisterTeamResponse) => void;
  onFailed: (err: unknown) => void;
}) {
  const schema = useMemo(() => registrationFormSchema(rules), [rules]);
  const sizes = useMemo(() => {
    const out: string[] = [];
    for (let n = rules.teamSizeMin; n <= rules.teamSizeMax; n++) out.push(String(n));
    return out;
  }, [rules.teamSizeMin, rules.teamSizeMax]);
  const defaultSize = Math.min(Math.max(2, rules.teamSizeMin), rules.teamSizeMax);
  const { problems, isLoading: problemsLoading } = useProblemOptions();
  const registerTeam = useRegisterTeam();
  const fewest = fewestMembers(rules.teamSizeMin);

  const form = useForm<RegistrationFormInput, unknown, RegistrationValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      teamName: '',
      teamSize: String(defaultSize),
      problem: '',
      teamLeader: {
        name: leader?.name ?? '',
        email: leader?.email ?? '',
        phone: leader?.phone ?? '',
        gender: leader?.gender ?? '',
      },
      teamMembers: Array.from({ length: membersForSize(defaultSize) }, emptyMember),
      agreeTerms: false,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const members = useFieldArray({ control, name: 'teamMembers' });
  const teamSize = Number(form.watch('teamSize')) || defaultSize;
  const maxMembers = membersForSize(teamSize);

  /**
   * After the first submit the form re-validates on change (spec §5). The list-level rules (at least one
   * member, the female-member rule) depend on several fields, so a change to the list re-checks it.
   */
  function revalidateMembers() {
    if (isSubmitted) void trigger('teamMembers');
  }

  /** Spec §4: changing the size adds empty members up to it or removes members from the end down to it. */
  function resize(size: string) {
    const target = membersForSize(Number(size));
    const current = form.getValues('teamMembers').length;
    if (current < target) members.append(Array.from({ length: target - current }, emptyMember), { shouldFocus: false });
    else if (current > target) members.remove(Array.from({ length: current - target }, (_, i) => target + i));
    revalidateMembers();
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      onRegistered(await registerTeam.mutateAsync(toRegisterTeamRequest(values)));
    } catch (err) {
      // Show the server's field errors (email taken, name taken...) under the fields themselves; the
      // request's paths (teamLeader.name...) are renamed to the form's.
      applyServerFieldErrors(setError, err, (path) => requestPathToFormPath(path) as Parameters<typeof setError>[0]);
      onFailed(err);
    }
  });

  const membersError = errors.teamMembers?.message ?? errors.teamMembers?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Team registration">
      <Section title="Team Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Team Name" error={errors.teamName?.message} className="sm:col-span-2">
            <Input autoComplete="off" placeholder="Your team's name" {...register('teamName')} />
          </FormField>
          <FormField label="Team Size" error={errors.teamSize?.message} description="Including the team leader">
            {(controlProps) => (
              <Controller
                control={control}
                name="teamSize"
                render={({ field }) => (
                  <NativeSelect
                    {...controlProps}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.value);
                      resize(e.target.value);
                    }}
                    onBlur={field.onBlur}
                    placeholder="Select team size"
                    options={sizes.map((s) => ({
                      value: s,
                      label: s === '1' ? '1 member (just you)' : `${s} members`,
                    }))}
                  />
                )}
              />
            )}
          </FormField>
          <FormField label="Problem Statement" error={errors.problem?.message}>
            {(controlProps) => (
              <Controller
                control={control}
                name="problem"
                render={({ field }) => (
                  <NativeSelect
                    {...controlProps}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    disabled={problemsLoading}
                    aria-busy={problemsLoading || undefined}
                    placeholder={problemsLoading ? PROBLEMS_LOADING_TEXT : 'Select a problem statement'}
                    options={[
                      ...problems.map((p) => ({ value: String(p.id), label: p.title })),
                      { value: OTHER_PROBLEM_VALUE, label: OTHER_PROBLEM_LABEL },
                    ]}
                  />
                )}
              />
            )}
          </FormField>
          {problemsLoading ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground sm:col-span-2">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {PROBLEMS_LOADING_TEXT}
            </p>
          ) : null}
        </div>
      </Section>

      <Section
        title="Team Leader"
        description={leader ? 'You lead this team with your account.' : 'The leader receives the sign-in credentials.'}
      >
        <LeaderFields control={control} register={register} errors={errors} signedIn={!!leader} />
      </Section>

      <Section
        title="Team Members"
        description={
          maxMembers === 0
            ? 'A team of 1: just you. Choose a larger team size to add members.'
            : `Add up to ${plural(maxMembers, 'member')} besides the leader.`
        }
      >
        {rules.composition.min > 0 ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
            Note: {rules.composition.message}
            {rules.composition.scope === 'team' ? ' (the team leader counts too)' : ''}.
          </p>
        ) : null}
        {membersError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{membersError}</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-4">
          {members.fields.map((field, index) => (
            <MemberCard
              key={field.id}
              index={index}
              control={control}
              register={register}
              errors={errors}
              canRemove={members.fields.length > fewest}
              onRemove={() => {
                members.remove(index);
                revalidateMembers();
              }}
              onGenderChange={revalidateMembers}
            />
          ))}
        </div>
        {members.fields.length < maxMembers ? (
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-fit"
            onClick={() => members.append(emptyMember())}
          >
            <Plus aria-hidden="true" />
            Add Team Member
          </Button>
        ) : null}
      </Section>

      <TermsField control={control} errors={errors} eligibility={rules} />

      <Button type="submit" size="lg" className="w-full tracking-wide" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? 'SUBMITTING...' : 'SUBMIT REGISTRATION'}
      </Button>
    </form>
  );
}
