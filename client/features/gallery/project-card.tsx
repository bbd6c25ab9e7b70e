// One project of the gallery: title (its page's link), team, challenge, a short description, tech stack
// and prize badges. `actions` is a slot for controls another feature mounts on the card (People's Choice).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { GalleryItem } from '@shared/schemas/gallery';
import { projectPath } from '@shared/paths';
import { Card } from '@/components/ui/card';
import { PrizeBadges, TechBadges } from './project-badges';

export function ProjectCard({ project, actions }: { project: GalleryItem; actions?: ReactNode }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <PrizeBadges prizes={project.prizes} />
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
      <TechBadges techStack={project.techStack} className="mt-auto" />
      {actions ? <div className="pt-1">{actions}</div> : null}
    </Card>
  );
}
