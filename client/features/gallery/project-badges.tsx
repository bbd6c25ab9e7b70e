// The badges a project shows on its gallery card and on its page: the prizes it won and its tech stack.
import { Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export function PrizeBadges({ prizes }: { prizes: string[] }) {
  if (!prizes.length) return null;
  return (
    <ul aria-label="Prizes" className="flex flex-wrap gap-1.5">
      {prizes.map((p) => (
        <li key={p}>
          <Badge variant="warning">
            <Trophy aria-hidden="true" /> {p}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function TechBadges({ techStack, className = '' }: { techStack: string[]; className?: string }) {
  if (!techStack.length) return null;
  return (
    <ul aria-label="Tech stack" className={`flex flex-wrap gap-1.5 ${className}`.trim()}>
      {techStack.map((t) => (
        <li key={t}>
          <Badge variant="secondary">{t}</Badge>
        </li>
      ))}
    </ul>
  );
}
