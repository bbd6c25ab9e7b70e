// The admin's Challenges tab (issue 23): the edition's challenges in the order visitors see them, retired
// ones too; move up/down with buttons (keyboard-usable, no drag needed), add, edit, retire/restore, and
// delete one no team chose. An archived edition's list is read-only (the server refuses changes too).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, RotateCcw, Trash2, Archive } from 'lucide-react';
import { categoryOf, type Category } from '@shared/categories';
import type { AdminChallenge } from '@shared/schemas/challenges';
import { problemPath } from '@shared/paths';
import { QueryView } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { editionQueries, useAdminEdition } from '@/features/events';
import { ChallengeDialog } from './challenge-dialog';
import { useDeleteChallenge, useReorderChallenges, useSetChallengeActive } from './mutations';
import { challengeAdminQueries } from './queries';

function ChallengeRow({
  c,
  categories,
  index,
  count,
  readOnly,
  busy,
  onMove,
  onEdit,
}: {
  c: AdminChallenge;
  categories: Category[];
  index: number;
  count: number;
  readOnly: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
}) {
  const setActive = useSetChallengeActive();
  const remove = useDeleteChallenge();
  const chosen = c.teams > 0 || c.submissions > 0;
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-3 md:grid-cols-[auto_1fr_auto] md:items-center">
      <div className="flex gap-1" role="group" aria-label={`Order of ${c.title}`}>
        <Button
          type="button"
          variant="outline"
          size="icon"
          disabled={readOnly || busy || index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Move ${c.title} up`}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          disabled={readOnly || busy || index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Move ${c.title} down`}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
          {c.active ? (
            <a className="hover:underline" href={problemPath(c.slug)} target="_blank" rel="noreferrer">
              {c.title}
            </a>
          ) : (
            <span>{c.title}</span>
          )}
          {c.active ? null : <Badge variant="secondary">Retired</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {categoryOf(categories, c.category).short} · difficulty {c.difficulty}/5 · {c.prize || 'no prize'} · {c.teams}{' '}
          {c.teams === 1 ? 'team' : 'teams'} · {c.evaluation.length ? 'own weights' : "edition's weights"}
        </p>
      </div>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${c.title}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ id: c.id, title: c.title, active: !c.active })}
            aria-label={`${c.active ? 'Retire' : 'Restore'} ${c.title}`}
          >
            {c.active ? <Archive aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
            {c.active ? 'Retire' : 'Restore'}
          </Button>
          {chosen ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(`Delete ${c.title}? No team chose it; this cannot be undone.`)) {
                  remove.mutate({ id: c.id, title: c.title });
                }
              }}
              aria-label={`Delete ${c.title}`}
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function ChallengeList({ slug, list, readOnly }: { slug: string; list: AdminChallenge[]; readOnly: boolean }) {
  const facts = useQuery(editionQueries.detail(slug));
  const reorder = useReorderChallenges(slug);
  const [editing, setEditing] = useState<AdminChallenge | 'new' | null>(null);
  const rubric = facts.data?.rubric;
  const categories = facts.data?.categories ?? [];
  const move = (from: number, to: number) => {
    const ids = list.map((c) => c.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids);
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {list.filter((c) => c.active).length} shown to visitors, {list.filter((c) => !c.active).length} retired.
          Visitors see them in this order.
        </p>
        {readOnly ? null : (
          <Button type="button" onClick={() => setEditing('new')} disabled={!rubric}>
            <Plus aria-hidden="true" /> Add Challenge
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No challenges yet. Add the first one: teams choose from them when they register.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Challenges" aria-busy={reorder.isPending}>
          {list.map((c, i) => (
            <ChallengeRow
              key={c.id}
              c={c}
              categories={categories}
              index={i}
              count={list.length}
              readOnly={readOnly}
              busy={reorder.isPending}
              onMove={move}
              onEdit={() => setEditing(c)}
            />
          ))}
        </ol>
      )}
      {editing && rubric ? (
        <ChallengeDialog
          slug={slug}
          rubric={rubric}
          categories={categories}
          challenge={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

export default function ChallengesTab() {
  const { edition, readOnly } = useAdminEdition();
  const query = useQuery({ ...challengeAdminQueries.list(edition?.slug ?? ''), enabled: !!edition });
  return (
    <section aria-labelledby="challenges-heading" className="grid gap-4 pt-4">
      <h2 id="challenges-heading" className="text-xl font-bold">
        Challenges
      </h2>
      {!edition ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <QueryView
          query={query}
          loading={<Skeleton className="h-40 w-full" />}
          error={{ title: 'The challenges could not be loaded' }}
        >
          {(list) => <ChallengeList slug={edition.slug} list={list} readOnly={readOnly} />}
        </QueryView>
      )}
    </section>
  );
}
