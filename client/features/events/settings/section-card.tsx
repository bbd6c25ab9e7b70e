// The frame of one Event-area section: its heading, its fields, its own Save button, the form's error, and
// on a 409 who changed the edition and when, with Compare (yours beside theirs), Reload theirs and Save mine.
import { useId, useState, type ReactNode } from 'react';
import { AlertTriangle, LoaderCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AdminEditionFacts } from '@shared/schemas/event-patch';
import type { Conflict } from './use-section';

export interface CompareRow {
  label: string;
  mine: string;
  theirs: string;
}

interface Props {
  title: string;
  description?: string;
  onSubmit: () => void;
  submitting: boolean;
  readOnly?: boolean;
  error: string | null;
  conflict: Conflict | null;
  /** This section's values beside theirs, for Compare. */
  compare: (theirs: AdminEditionFacts) => CompareRow[];
  onReloadTheirs: () => void;
  onKeepMine: () => void;
  children: ReactNode;
}

export function SectionCard(props: Props) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={props.onSubmit} aria-labelledby={headingId} noValidate className="space-y-5">
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            {props.title}
          </h2>
          {props.description ? <p className="mt-1 text-sm text-muted-foreground">{props.description}</p> : null}
        </div>
        {props.conflict ? <ConflictAlert {...props} conflict={props.conflict} /> : null}
        <fieldset disabled={props.readOnly} className="space-y-5">
          {props.children}
        </fieldset>
        {props.error ? (
          <p role="alert" className="text-sm font-medium text-destructive-text">
            {props.error}
          </p>
        ) : null}
        {props.readOnly ? null : (
          <div className="flex justify-end">
            <Button type="submit" disabled={props.submitting}>
              {props.submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Save {props.title.toLowerCase()}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

function ConflictAlert({ conflict, compare, onReloadTheirs, onKeepMine, submitting }: Props & { conflict: Conflict }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const rows = conflict.theirs ? compare(conflict.theirs) : [];
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Not saved: this edition changed while you were editing</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{conflict.message}. Your values are still in the form below.</p>
        {conflict.theirs ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={tableId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? 'Hide comparison' : 'Compare'}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={onReloadTheirs}>
              Reload theirs
            </Button>
            <Button type="button" size="sm" disabled={submitting} onClick={onKeepMine}>
              Save mine over theirs
            </Button>
          </div>
        ) : (
          <p>Reload the page to see their version.</p>
        )}
        {open ? (
          <div id={tableId} className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <caption className="sr-only">Your values beside the saved ones</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Yours
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Theirs
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label} className="border-b border-border/50 align-top">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {r.label}
                      {r.mine !== r.theirs ? <span className="ml-1 text-warning-text">(differs)</span> : null}
                    </th>
                    <td className="py-1 pr-3 break-words whitespace-pre-wrap">{r.mine || '—'}</td>
                    <td className="py-1 break-words whitespace-pre-wrap">{r.theirs || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
