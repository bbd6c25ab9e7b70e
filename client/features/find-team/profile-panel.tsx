// The person's own matching profile on the board: the form until they write one, then a summary with
// Edit and Hide/Show (hidden profiles are on nobody's board).
import { useEffect, useRef, useState } from 'react';
import { CircleCheck, Eye, EyeOff, Pencil } from 'lucide-react';
import { formatUtcOffset, type MyFindTeamProfile } from '@shared/schemas/find-team';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ProfileForm } from './profile-form';
import { useSetVisibility } from './mutations';

export function ProfilePanel({
  mine,
  problems,
}: {
  mine: MyFindTeamProfile;
  problems: { id: number; title: string }[];
}) {
  const [editing, setEditing] = useState(!mine.profile);
  const [saved, setSaved] = useState(false);
  const visibility = useSetVisibility();
  const p = mine.profile;
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The long form folds into a short summary on save: on a phone the page would end at the footer, so
  // the panel comes back into view with its heading focused and the saved message under it.
  useEffect(() => {
    if (!saved || editing) return;
    const title = titleRef.current;
    title?.scrollIntoView({ block: 'start', behavior: 'auto' });
    title?.focus({ preventScroll: true });
  }, [saved, editing]);

  async function toggle() {
    if (!p) return;
    try {
      await visibility.mutateAsync(!p.visible);
      toast({
        title: p.visible ? 'Profile Hidden' : 'Profile Visible',
        description: p.visible ? 'Nobody sees you on the board now.' : 'Teams can find you on the board again.',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to change visibility'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2
          ref={titleRef}
          tabIndex={-1}
          className="scroll-mt-24 text-lg leading-tight font-semibold tracking-tight focus:outline-none"
        >
          Your matching profile
        </h2>
        {p && !editing ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button size="sm" variant="outline" onClick={toggle} disabled={visibility.isPending}>
              {p.visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {p.visible ? 'Hide Profile' : 'Show Profile'}
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing || !p ? (
          <>
            {!p ? (
              <p className="mb-4 text-sm text-muted-foreground">
                Tell teams what you bring. Only signed-in participants see it, and you can hide it at any time.
              </p>
            ) : null}
            <ProfileForm
              mine={mine}
              problems={problems}
              onDone={() => {
                setSaved(true);
                setEditing(false);
              }}
            />
          </>
        ) : (
          <div className="grid gap-3 text-sm">
            <p role="status" className="flex items-center gap-2 font-medium text-success-text empty:hidden">
              {saved ? (
                <>
                  <CircleCheck className="size-4" aria-hidden="true" />
                  Profile saved.{' '}
                  {p.visible ? 'Teams looking for people can now find you on the board.' : 'It stays hidden.'}
                </>
              ) : null}
            </p>
            <p>
              <Badge variant={p.visible ? 'success' : 'warning'}>{p.visible ? 'Visible on the board' : 'Hidden'}</Badge>
            </p>
            <p className="flex flex-wrap gap-1.5">
              {[...p.skills, ...p.tags].map((s) => (
                <Badge key={s} variant="secondary">
                  {s}
                </Badge>
              ))}
            </p>
            <p className="text-muted-foreground">
              {formatUtcOffset(p.utcOffset)} · {p.languages.join(', ')}
            </p>
            {p.pitch ? <p>{p.pitch}</p> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
