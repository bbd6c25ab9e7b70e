// The edition an admin works on: a labelled "Edition" select in the admin page's header that writes
// `?event=slug` into the address (absent for the current edition, so a reload keeps the choice), and the
// read-only banner of an archived edition. The admin queries read the same address (lib/admin-edition.ts).
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { Archive } from 'lucide-react';
import { paths } from '@shared/paths';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { EDITION_PARAM, editionFromSearch } from '@/lib/admin-edition';
import { STATE_LABELS } from './format';
import { editionQueries } from './queries';

/** The chosen edition (its slug from the address, or the current one) and whether it is read-only. */
export function useAdminEdition() {
  const slug = editionFromSearch(useSearch());
  const list = useQuery(editionQueries.adminList());
  const edition = list.data?.find((e) => (slug ? e.slug === slug : e.state === 'current'));
  return { slug, edition, readOnly: edition?.state === 'archived', list };
}

/** True when the admin views an archived edition: outcome-changing actions are hidden. */
export function useEditionReadOnly(): boolean {
  return useAdminEdition().readOnly;
}

export function EditionPicker() {
  const id = useId();
  const [, navigate] = useLocation();
  const { edition, list } = useAdminEdition();
  const editions = list.data ?? [];
  if (editions.length === 0) return null;
  const choose = (slug: string) => {
    const chosen = editions.find((e) => e.slug === slug);
    // The tab and search stay (the organizer compares the same list across editions). The current
    // edition is the default: no parameter, so links and reloads follow a later switch.
    const params = new URLSearchParams(window.location.search);
    if (chosen?.state === 'current') params.delete(EDITION_PARAM);
    else params.set(EDITION_PARAM, slug);
    const query = params.toString();
    navigate(query ? `${paths.admin}?${query}` : paths.admin);
  };
  return (
    <div className="grid w-full gap-1.5 sm:w-72">
      <Label htmlFor={id}>Edition</Label>
      <NativeSelect
        id={id}
        value={edition?.slug ?? ''}
        onChange={(e) => choose(e.target.value)}
        options={editions.map((e) => ({ value: e.slug, label: `${e.name} (${STATE_LABELS[e.state]})` }))}
      />
    </div>
  );
}

/**
 * In place of an action an archived edition refuses (the server answers 409): says why it is not offered,
 * so an organizer is never shown a button that can only fail.
 */
export function ArchivedNote({ what }: { what: string }) {
  const { edition, readOnly } = useAdminEdition();
  if (!readOnly || !edition) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Archive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {edition.name} is archived: {what} can no longer change. Reopen it from the Editions tab to make changes.
      </span>
    </p>
  );
}

export function ReadOnlyBanner() {
  const { edition, readOnly } = useAdminEdition();
  if (!readOnly || !edition) return null;
  return (
    <Alert role="status">
      <Archive aria-hidden="true" />
      <AlertTitle>You are viewing {edition.name} (archived): read-only</AlertTitle>
      <AlertDescription>
        Its teams, projects, judging, announcements and winners can no longer change. Choose the current edition to make
        changes, or reopen this one from the Editions tab.
      </AlertDescription>
    </Alert>
  );
}
