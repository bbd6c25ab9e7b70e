// The gallery's search box and its three filters (challenge, prize, technology), each a labelled native
// control (the phone's own picker), and a reset when any is set.
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { galleryQueries, type GalleryFilters } from './queries';
import type { FilterKey } from './use-gallery-url';

const SEARCH_DELAY_MS = 300;

export function GalleryFiltersBar({
  slug,
  filters,
  onChange,
  onClear,
}: {
  slug: string;
  filters: GalleryFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  const facets = useQuery(galleryQueries.facets(slug));
  const [q, setQ] = useState(filters.q ?? '');
  // The address changed elsewhere (Back, a reset): the box follows it.
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    if (q.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange('q', q.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters.q, onChange]);

  const f = facets.data;
  const select = (key: FilterKey, label: string, options: { value: string; label: string }[]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <NativeSelect
        id={`${id}-${key}`}
        value={filters[key] ?? ''}
        onChange={(e) => onChange(key, e.target.value)}
        options={[{ value: '', label: `All` }, ...options]}
        disabled={!f}
      />
    </div>
  );
  const anySet = !!(filters.q || filters.challenge || filters.prize || filters.tech);

  return (
    <div
      role="search"
      aria-label="Projects"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>Search projects</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onChange('q', q.trim());
            }}
            placeholder="Title, team, technology…"
            className="pl-9"
          />
        </div>
      </div>
      {select(
        'challenge',
        'Challenge',
        (f?.challenges ?? []).map((c) => ({ value: c.slug, label: c.title })),
      )}
      {/* Before the winners are published no project has a prize: no filter that can only say "All". */}
      {f && !f.prizes.length && !filters.prize
        ? null
        : select('prize', 'Prize', [
            ...(f?.prizes.length ? [{ value: 'any', label: 'Any prize' }] : []),
            ...(f?.prizes ?? []).map((p) => ({ value: p.key, label: p.name })),
          ])}
      {select(
        'tech',
        'Technology',
        (f?.techs ?? []).map((t) => ({ value: t, label: t })),
      )}
      {anySet ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" /> Clear filters
        </Button>
      ) : null}
    </div>
  );
}
