// A link the organizers set: a path of the site goes through the router, an external address opens in
// a new tab without access to this window.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/'))
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
