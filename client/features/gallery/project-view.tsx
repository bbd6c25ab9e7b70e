// A project's page body: the team, its story, links to the pinned commit, the repository and the demo, the
// video card, the prizes and (when the team shows them) the judges' notes. `actions` is a slot for
// controls another feature mounts on the page (People's Choice).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AlertTriangle, ExternalLink, FolderGit2, GitCommitHorizontal, Users } from 'lucide-react';
import type { ProjectPage } from '@shared/schemas/gallery';
import { editionProjectsPath, problemPath } from '@shared/paths';
import { Section } from '@/components/page-hero';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { Prose } from '@/features/content';
import { PrizeBadges, TechBadges } from './project-badges';
import { VideoCard } from './video-card';

function Pinned({ project }: { project: ProjectPage }) {
  const pin = project.pinned;
  if (!pin) return null;
  const checked = pin.checkedAt ? ` (checked ${formatDateTime(pin.checkedAt)})` : '';
  return (
    <div className="grid gap-1 text-sm">
      {pin.sha ? (
        <a
          href={pin.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-brand-cyan hover:underline"
        >
          <GitCommitHorizontal className="size-4" aria-hidden="true" /> Code as judged: commit {pin.sha.slice(0, 7)}
        </a>
      ) : null}
      {pin.reachable === false ? (
        <p className="inline-flex items-center gap-1.5 text-warning-text">
          <AlertTriangle className="size-4" aria-hidden="true" /> The repository could not be reached{checked}.
        </p>
      ) : null}
      {pin.changedAfterDeadline ? (
        <p className="inline-flex items-center gap-1.5 text-warning-text">
          <AlertTriangle className="size-4" aria-hidden="true" /> Commits were pushed after the deadline{checked}.
        </p>
      ) : null}
    </div>
  );
}

export function ProjectView({ project, actions }: { project: ProjectPage; actions?: ReactNode }) {
  return (
    <Section>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="grid min-w-0 content-start gap-6">
          {project.video ? <VideoCard video={project.video} title={project.title} /> : null}
          <div>
            <h2 className="text-xl font-bold">About the project</h2>
            <p className="mt-2 leading-relaxed break-words">{project.description}</p>
          </div>
          {project.storyHtml ? (
            <div>
              <h2 className="text-xl font-bold">The team&apos;s story</h2>
              <Prose html={project.storyHtml} className="mt-2 break-words" />
            </div>
          ) : null}
          {project.feedback ? (
            <Card className="p-5">
              <h2 className="text-lg font-bold">Judges&apos; feedback</h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{project.feedback}</p>
            </Card>
          ) : null}
        </div>
        <aside className="grid content-start gap-5" aria-label="Project facts">
          <PrizeBadges prizes={project.prizes} />
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
          <div>
            <h2 className="inline-flex items-center gap-1.5 font-bold">
              <Users className="size-4" aria-hidden="true" /> {project.teamName}
            </h2>
            <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
              {project.members.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
          {project.challenge ? (
            <p className="text-sm">
              Challenge:{' '}
              {project.challengeSlug && project.edition.state === 'current' ? (
                <Link href={problemPath(project.challengeSlug)} className="font-medium text-brand-cyan hover:underline">
                  {project.challenge}
                </Link>
              ) : (
                project.challenge
              )}
            </p>
          ) : null}
          <TechBadges techStack={project.techStack} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={project.githubUrl} target="_blank" rel="noopener noreferrer">
                <FolderGit2 aria-hidden="true" /> Repository
              </a>
            </Button>
            {project.demoUrl ? (
              <Button asChild variant="outline" size="sm">
                <a href={project.demoUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" /> Live demo
                </a>
              </Button>
            ) : null}
          </div>
          <Pinned project={project} />
          <Link
            href={editionProjectsPath(project.edition.slug)}
            className="text-sm font-medium text-brand-cyan hover:underline"
          >
            All projects of {project.edition.name}
          </Link>
        </aside>
      </div>
    </Section>
  );
}
