// The support hours the organizers publish (GET /api/content/support), for the Support page's side panel.
import { PageView } from './pages/page-state';
import { Prose } from './pages/prose';
import { usePage } from './pages/use-page';

export function SupportHours() {
  const page = usePage('support');
  return (
    <PageView query={page} lines={4}>
      {({ document }) =>
        document.hours.length === 0 && !document.note.html ? (
          <p className="mt-5 text-muted-foreground">The support hours have not been published yet.</p>
        ) : (
          <>
            <dl className="mt-5 divide-y divide-border">
              {document.hours.map(({ days, hours }, i) => (
                <div key={`${i}-${days}`} className="flex items-center justify-between gap-4 py-3">
                  <dt className="text-muted-foreground">{days}</dt>
                  <dd className="font-semibold">{hours}</dd>
                </div>
              ))}
            </dl>
            <Prose html={document.note.html} className="mt-4 text-sm text-muted-foreground" />
          </>
        )
      }
    </PageView>
  );
}
