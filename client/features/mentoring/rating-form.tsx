// After a request is resolved its team rates the help, 1 to 5 stars and an optional comment; only the
// organizers see it. Stars are a radio group (arrow keys move, each star is named), not clickable icons.
import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { rateHelpRequestSchema, type HelpRequest } from '@shared/schemas/mentoring';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { useRateHelp } from './mutations';

export function RatingForm({ request }: { request: HelpRequest }) {
  const rate = useRateHelp();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = rateHelpRequestSchema.safeParse({ stars, comment: comment.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    rate.mutate(
      { id: request.id, body: parsed.data },
      { onSuccess: () => toast({ title: 'Thank you', description: 'Your rating goes to the organizers.' }) },
    );
  };
  const mentor = request.mentor?.name ?? 'your mentor';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-lg border border-border bg-muted/30 p-3 sm:p-4"
      aria-label={`Rate the help with ${request.title}`}
    >
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">How much did {mentor} help?</legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`stars-${request.id}`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="sr-only"
                aria-label={`${n} of 5 stars`}
              />
              <Star
                aria-hidden="true"
                className={cn('size-7', n <= stars ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')}
              />
            </label>
          ))}
        </div>
        {error ? <p className="text-sm font-medium text-destructive-text">{error}</p> : null}
      </fieldset>
      <FormField label="Comment (optional)" description="Only the organizers read it.">
        <Textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" className="w-fit" disabled={rate.isPending}>
        {rate.isPending ? <Spinner label="Sending" /> : null} Send Rating
      </Button>
    </form>
  );
}
