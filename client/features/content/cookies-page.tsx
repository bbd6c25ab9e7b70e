import { AUTH_TOKEN_KEY, SESSION_COOKIE, SESSION_HINT_COOKIE } from '@shared/constants';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalPage, type LegalSection } from './legal-page';

/** What the platform really stores in the browser (server/features/auth: session and GitHub state cookies; client: the token). */
const STORAGE = [
  {
    name: SESSION_COOKIE,
    type: 'Cookie (HttpOnly, SameSite=Lax, Secure over HTTPS)',
    purpose: 'Keeps you signed in. It holds a random session token; scripts on the page cannot read it.',
    duration: '14 days, or until you log out',
  },
  {
    name: SESSION_HINT_COOKIE,
    type: 'Cookie (SameSite=Lax, Secure over HTTPS)',
    purpose:
      'Tells the page that you may be signed in, so it only asks the server for your session when there is one. It holds no token.',
    duration: '14 days, or until you log out',
  },
  {
    name: 'gh_state',
    type: 'Cookie (HttpOnly, SameSite=Lax)',
    purpose:
      'Protects “Continue with GitHub” sign-in against forged requests. Set only when you start a GitHub sign-in.',
    duration: '10 minutes, deleted when sign-in completes',
  },
  {
    name: AUTH_TOKEN_KEY,
    type: 'localStorage',
    purpose: 'The same session token, sent as an Authorization header so the app works where cookies are blocked.',
    duration: 'Until you log out',
  },
];

export default function CookiesPage() {
  usePageMeta(
    'Cookie Policy',
    'The cookies and browser storage the hackathon platform sets: the session cookie and its sign-in hint, the GitHub sign-in state cookie and the auth_token entry. No tracking or advertising cookies.',
  );
  const sections: LegalSection[] = [
    {
      id: 'what',
      title: 'What we store in your browser',
      body: (
        <>
          <p>
            Only what is strictly necessary to sign you in. There are no analytics, advertising or third-party tracking
            cookies, so there is nothing to opt out of.
          </p>
          {/* Phones get one card per entry; wider screens the table. */}
          <ul className="mt-4 space-y-3 sm:hidden">
            {STORAGE.map((s) => (
              <li key={s.name} className="rounded-xl border border-border bg-card/80 p-4">
                <p className="font-mono font-semibold text-foreground">{s.name}</p>
                <dl className="mt-2 space-y-1.5 text-sm">
                  <div>
                    <dt className="inline font-semibold text-foreground">Type: </dt>
                    <dd className="inline">{s.type}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-foreground">Purpose: </dt>
                    <dd className="inline">{s.purpose}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-foreground">Duration: </dt>
                    <dd className="inline">{s.duration}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden sm:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Name</TableHead>
                  <TableHead scope="col">Type</TableHead>
                  <TableHead scope="col">Purpose</TableHead>
                  <TableHead scope="col">Duration</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {STORAGE.map((s) => (
                  <TableRow key={s.name}>
                    <TableCell className="font-mono font-semibold whitespace-nowrap text-foreground">
                      {s.name}
                    </TableCell>
                    <TableCell className="min-w-40">{s.type}</TableCell>
                    <TableCell className="min-w-56">{s.purpose}</TableCell>
                    <TableCell className="min-w-36">{s.duration}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      ),
    },
  ];
  return <LegalPage page="cookies" title="Cookie Policy" before={sections} />;
}
