// The header is part of the first download every page shares: it styles its buttons with buttonVariants
// and joins classes with clsx (no Radix Slot, no tailwind-merge: none of its classes conflict), and draws
// its icons inline.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { clsx } from 'clsx';
import { TIMINGS } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { apiFetch, isApiError } from '@/lib/api';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@shared/paths';
import { Brand } from './brand';
import { useEventTheme } from './event-theme';
import { CloseIcon, LogOutIcon, MenuIcon } from './shell-icons';

/** `roomy`: in the desktop bar only from 1280 px (it would squeeze the brand at 1024); always in the menu. */
type NavItem = { href: string; label: string; roomy?: boolean };

const PUBLIC_NAV: NavItem[] = [
  { href: paths.home, label: 'Home' },
  { href: paths.about, label: 'About' },
  { href: paths.problems, label: 'Problems' },
  { href: paths.resources, label: 'Resources' },
  { href: paths.projects, label: 'Projects' },
  { href: paths.contact, label: 'Contact' },
];

/**
 * Whether an admin or judge also mentors the current edition (issue 34): they get the Mentoring link. Asked
 * only for those roles, and read from the answer's status alone (no schema: the header carries no zod).
 */
function useAlsoMentors(role: string | undefined): boolean {
  const asks = role === 'admin' || role === 'judge';
  const answer = useQuery({
    queryKey: ['mentoring', 'mentor', 'also-mentors', role],
    queryFn: async () => {
      try {
        await apiFetch('GET', '/api/mentor/profile');
        return true;
      } catch (err) {
        if (isApiError(err) && (err.status === 403 || err.status === 404)) return false;
        throw err;
      }
    },
    enabled: asks,
    retry: false,
  });
  return asks && answer.data === true;
}

function isActive(location: string, href: string): boolean {
  if (href === paths.home) return location === paths.home;
  return location === href || location.startsWith(`${href}/`);
}

function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return scrolled;
}

function NavLink({
  item,
  location,
  mobile,
  onNavigate,
}: {
  item: NavItem;
  location: string;
  mobile?: boolean;
  onNavigate?: () => void;
}) {
  const active = isActive(location, item.href);
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={clsx(
        'rounded-md font-medium transition-colors',
        // Nine links and Logout share a 1024 px header when an admin is signed in: tight, on one line each.
        mobile ? 'block px-3 py-3 text-base' : 'px-2 py-2 text-sm whitespace-nowrap xl:px-3',
        !mobile && item.roomy && 'hidden xl:block',
        active ? 'text-white' : 'text-muted-foreground hover:text-foreground',
        active && (mobile ? 'bg-accent' : 'bg-white/5'),
        !active && mobile && 'hover:bg-accent',
      )}
    >
      {item.label}
    </Link>
  );
}

export function Header() {
  useEventTheme();
  const { user, isAdmin, isLoading, logout } = useAuth();
  const [location, navigate] = useLocation();
  const scrolled = useScrolledPast(TIMINGS.headerOpaqueAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location);
  const [loggingOut, setLoggingOut] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The mobile menu closes on every route change.
  if (menuLocation !== location) {
    setMenuLocation(location);
    if (menuOpen) setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const alsoMentors = useAlsoMentors(user?.role);
  const accountNav: NavItem[] = user
    ? [
        user.role === 'judge'
          ? { href: paths.judge, label: 'Judging' }
          : user.role === 'mentor'
            ? { href: paths.mentor, label: 'Mentoring' }
            : { href: paths.teamDashboard, label: 'Dashboard' },
        // An admin's bar already holds nine links; from 1024 px they also reach it from the Mentoring tab.
        ...(alsoMentors ? [{ href: paths.mentor, label: 'Mentoring', roomy: true }] : []),
        { href: paths.profile, label: 'Profile Settings' },
        ...(isAdmin ? [{ href: paths.admin, label: 'ADMIN' }] : []),
      ]
    : [];

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout();
      setMenuOpen(false);
      navigate(paths.home, { replace: true });
    } catch {
      // The auth context already showed 'Logout Failed'.
    } finally {
      setLoggingOut(false);
    }
  }

  const opaque = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled ? '' : undefined}
      className={clsx(
        // Off paper: a printed page (the person's data, issue 35) is its content only.
        'sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-300 print:hidden',
        opaque
          ? 'border-border bg-background/95 shadow-lg shadow-black/30 backdrop-blur-md'
          : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />

        <nav aria-label="Main" className="hidden items-center gap-0 lg:flex xl:gap-0.5">
          {[...PUBLIC_NAV, ...accountNav].map((item) => (
            <NavLink key={item.href} item={item} location={location} />
          ))}
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <button
              type="button"
              data-slot="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              onClick={handleLogout}
              disabled={loggingOut}
            >
              <LogOutIcon aria-hidden="true" />
              {loggingOut ? 'Logging out...' : 'Logout'}
            </button>
          ) : isLoading ? (
            <div className="h-8 w-44" aria-hidden="true" />
          ) : (
            <>
              <Link href={paths.login} data-slot="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                LOGIN
              </Link>
              <Link href={paths.register} data-slot="button" className={buttonVariants({ size: 'sm' })}>
                REGISTER
              </Link>
            </>
          )}
        </div>

        <button
          ref={menuButtonRef}
          type="button"
          data-slot="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <CloseIcon className="size-6" aria-hidden="true" />
          ) : (
            <MenuIcon className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-border bg-background/98 lg:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
          {[...PUBLIC_NAV, ...accountNav].map((item) => (
            <NavLink key={item.href} item={item} location={location} mobile onNavigate={() => setMenuOpen(false)} />
          ))}
          <div className="mt-2 flex flex-col gap-2 border-t border-border pt-3">
            {user ? (
              <button
                type="button"
                data-slot="button"
                className={buttonVariants({ variant: 'outline' })}
                onClick={handleLogout}
                disabled={loggingOut}
              >
                <LogOutIcon aria-hidden="true" />
                {loggingOut ? 'Logging out...' : 'Logout'}
              </button>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link
                  href={paths.login}
                  data-slot="button"
                  className={buttonVariants({ variant: 'outline' })}
                  onClick={() => setMenuOpen(false)}
                >
                  LOGIN
                </Link>
                <Link
                  href={paths.register}
                  data-slot="button"
                  className={buttonVariants()}
                  onClick={() => setMenuOpen(false)}
                >
                  REGISTER
                </Link>
              </div>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
