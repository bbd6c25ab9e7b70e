// The dashboard's search (spec §2: by name, email or team name), sent to the server as `q` after the
// admin pauses typing.
import { useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const DEBOUNCE_MS = 300;

/** `value`: the search in the address; the box follows it when it changes there (Back, Forward, a link). */
export function SearchBox({ value = '', onSearch }: { value?: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  useEffect(() => {
    const id = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, onSearch]);
  return (
    <div role="search" className="grid w-full gap-1.5 sm:max-w-sm">
      <Label htmlFor="admin-search">Search</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="admin-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch(text.trim());
          }}
          placeholder="Name, email or team name"
          className="pr-10 pl-9"
          autoComplete="off"
        />
        {text ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-1/2 right-1 -translate-y-1/2"
            aria-label="Clear search"
            onClick={() => setText('')}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
