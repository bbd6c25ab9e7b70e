// One section of the Event area (Basics, Dates, Rules, Prizes, Rubric): its form starts from the edition
// the tab holds, saves its own fields with the tab's version, lands the server's field errors under the
// fields, and on a 409 keeps what was typed, fetches the newer edition and, when that changed this
// section's own fields, offers to compare, reload theirs, or save over it knowingly (a newer save of
// other sections is not a conflict for this one).
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { AdminEditionFacts, EventPatchInput } from '@shared/schemas/event-patch';
import { apiErrorMessage } from '@/lib/api';
import { applyServerFieldErrors, type ServerFieldMap } from '@/lib/server-field-errors';
import { toast } from '@/lib/use-toast';
import { fetchEdition, saveSettings, staleVersionOf } from './settings-api';
import type { EditionHolder } from './edition-holder';
import type { CompareRow } from './section-card';

export interface Conflict {
  message: string;
  theirs: AdminEditionFacts | null;
}

export interface SectionSpec<T extends FieldValues> {
  title: string;
  resolver: Resolver<T>;
  fromFacts: (facts: AdminEditionFacts) => T;
  toBody: (values: T, facts: AdminEditionFacts) => Omit<EventPatchInput, 'version'>;
  /** Which form field a server path lands on (default: the same name). */
  fields?: ServerFieldMap<T>;
}

export function useSection<T extends FieldValues>(holder: EditionHolder, spec: SectionSpec<T>) {
  const { facts, setFacts, slug } = holder;
  const form = useForm<T>({ resolver: spec.resolver, defaultValues: spec.fromFacts(facts) as DefaultValues<T> });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { isDirty } = form.formState;

  // A save in another section (or a reload) gives the tab a newer edition: an untouched form follows it;
  // a form with typed values keeps them.
  useEffect(() => {
    if (!isDirty) form.reset(spec.fromFacts(facts));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newer edition resets the form
  }, [facts]);

  /** This section's fields as an edition states them (what a save of this section would compare). */
  const sectionOf = (f: AdminEditionFacts) => JSON.stringify(spec.toBody(spec.fromFacts(f), f));

  const save = async (values: T, version = facts.version, base: AdminEditionFacts = facts): Promise<void> => {
    setError(null);
    try {
      const saved = await saveSettings(slug, { ...spec.toBody(values, base), version });
      setConflict(null);
      setFacts(saved);
      form.reset(spec.fromFacts(saved));
      toast({ title: `${spec.title} saved`, description: `Version ${saved.version}.` });
    } catch (err) {
      const stale = staleVersionOf(err);
      if (stale) {
        const theirs = await fetchEdition(slug).catch(() => null);
        // The newer save changed other sections only (a challenge's prize, the logo, another organizer's
        // Basics): nothing of this section is overwritten, so it saves on their version. Only the same
        // fields changed by someone else stop the save and ask to compare. The server still checks it.
        if (theirs && theirs.version !== version && sectionOf(theirs) === sectionOf(base)) {
          setFacts(theirs);
          return save(values, theirs.version, theirs);
        }
        setConflict({ message: apiErrorMessage(err, 'Someone else saved first'), theirs });
        return;
      }
      if (!applyServerFieldErrors(form.setError, err, spec.fields)) setError(apiErrorMessage(err, 'Failed to save'));
      // The server's words stand under the field; beside Save, only where to look (not the same text twice).
      else setError('Not saved: see the fields marked above.');
    }
  };

  const onSubmit = form.handleSubmit((v) => save(v));
  /** Their version replaces what was typed in this section (and the tab's edition). */
  const reloadTheirs = () => {
    if (!conflict?.theirs) return;
    setFacts(conflict.theirs);
    form.reset(spec.fromFacts(conflict.theirs));
    setConflict(null);
  };
  /** Saves this section's values over theirs, now that they were compared. */
  const keepMine = form.handleSubmit(async (v) => {
    if (!conflict?.theirs) return;
    const theirs = conflict.theirs;
    setFacts(theirs);
    await save(v, theirs.version, theirs);
  });

  return {
    form,
    conflict,
    error,
    onSubmit,
    reloadTheirs,
    keepMine,
    /** What every section's SectionCard takes from its form: submit, errors and the 409's choices. */
    card: {
      onSubmit,
      submitting: form.formState.isSubmitting,
      error,
      conflict,
      onReloadTheirs: reloadTheirs,
      onKeepMine: keepMine,
    },
  };
}

/** The Compare table of a section whose fields are plain values: one row per labelled field. */
export function compareFields<T extends FieldValues>(
  labels: Record<keyof T & string, string>,
  mine: T,
  theirs: T,
): CompareRow[] {
  return (Object.keys(labels) as (keyof T & string)[]).map((k) => ({
    label: labels[k],
    mine: String(mine[k] ?? ''),
    theirs: String(theirs[k] ?? ''),
  }));
}
