// One project of the gallery: title (its page's link), team, challenge, a short description, tech stack
// and prize badges. `actions` is a slot for controls another feature mounts on the card (People's Choice).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trophy } from 'lucide-react';
import type { GalleryItem } from '@shared/schemas/gallery';
import { projectPath } from '@shared/paths';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

export function ProjectCard({ project, actions }: { project: GalleryItem; actions?: ReactNode }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      {project.prizes.length ? (
        <ul aria-label="Prizes" className="flex flex-wrap gap-1.5">
          {project.prizes.map((p) => (
            <li key={p}>
              <Badge variant="warning">
                <Trophy aria-hidden="true" /> {p}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <h2 className="text-lg leading-snug font-bold">
          <Link href={projectPath(project.id)} className="hover:underline focus-visible:underline">
            {project.title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          by {project.teamName}
          {project.challenge ? <> · {project.challenge}</> : null}
        </p>
      </div>
      <p className="text-sm leading-relaxed break-words">{project.summary}</p>
      {project.techStack.length ? (
        <ul aria-label="Tech stack" className="mt-auto flex flex-wrap gap-1.5">
          {project.techStack.map((t) => (
            <li key={t}>
              <Badge variant="secondary">{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div className="pt-1">{actions}</div> : null}
    </Card>
  );
}
