import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { useEvent } from '@/lib/use-event';
import { Brand, brandName } from './brand';

const COLUMNS: Array<{ title: string; links: Array<{ href: string; label: string }> }> = [
  {
    title: 'Event',
    links: [
      { href: paths.about, label: 'About' },
      { href: paths.problems, label: 'Problems' },
      { href: paths.resources, label: 'Resources' },
      { href: paths.winners, label: 'Winners' },
      { href: paths.projects, label: 'Projects' },
      { href: paths.events, label: 'Past editions' },
    ],
  },
  {
    title: 'Help',
    links: [
      { href: paths.faq, label: 'FAQ' },
      { href: paths.help, label: 'Help Centre' },
      { href: paths.support, label: 'Support' },
      { href: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: paths.terms, label: 'Terms of Service' },
      { href: paths.privacy, label: 'Privacy Policy' },
      { href: paths.cookies, label: 'Cookie Policy' },
    ],
  },
];

export function Footer() {
  // The edition's name (its short name, as the header), the platform's word until the event is known.
  const event = useEvent().data;
  const copyrightName = brandName(event) ?? 'Hackathon';
  return (
    <footer className="mt-auto border-t border-border bg-card/40 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-sm">
          <Brand />
          {/* The organizers' words about their event (Event area); none until they write some. */}
          {event?.footerBlurb ? (
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{event.footerBlurb}</p>
          ) : null}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="text-sm text-muted-foreground transition-colors hover:text-brand-cyan"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {copyrightName}.
        </p>
      </div>
    </footer>
  );
}
