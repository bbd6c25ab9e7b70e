// A project's demo video as a link card: no third-party script, frame or request until the visitor asks
// for it with Play; then the provider's privacy-friendly player (youtube-nocookie, player.vimeo).
import { useState } from 'react';
import { ExternalLink, Play } from 'lucide-react';
import type { Video } from '@shared/schemas/gallery';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

export function VideoCard({ video, title }: { video: Video; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl border border-border bg-black">
        <iframe
          src={`${video.embedUrl}${video.provider === 'youtube' ? '?autoplay=1' : '?autoplay=1&dnt=1'}`}
          title={`Demo video of ${title}`}
          className="size-full"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">Demo video on {PROVIDER[video.provider]}</p>
        <p className="text-sm text-muted-foreground">
          Plays here once you click Play; nothing loads from {PROVIDER[video.provider]} before.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => setPlaying(true)}>
          <Play aria-hidden="true" /> Play
        </Button>
        <Button asChild variant="outline">
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Open on {PROVIDER[video.provider]}
          </a>
        </Button>
      </div>
    </Card>
  );
}
