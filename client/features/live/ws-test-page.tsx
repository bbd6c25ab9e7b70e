// /ws-test (spec §2 'Live message test console'): connection status badge, the message log styled by
// type, a text input with Send (Enter sends too), Send Ping and Clear Console.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Activity, CircleAlert, Eraser, Send, Wifi, WifiOff } from 'lucide-react';
import { LIVE_LIMITS } from '@shared/schemas/live';
import { TIMINGS } from '@shared/constants';
import { formatTime, plural } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { consoleStatus, useLiveConsole, type ConsoleStatus, type LogEntry } from './use-live-console';

const KIND_STYLES = {
  chat: { box: 'border-l-brand-violet bg-primary/10', label: 'text-brand-violet' },
  welcome: { box: 'border-l-green-400 bg-green-500/10', label: 'text-success-text' },
  pong: { box: 'border-l-brand-cyan bg-cyan-500/10', label: 'text-info-text' },
  other: { box: 'border-l-amber-400 bg-amber-500/10', label: 'text-warning-text' },
} as const;

type Kind = keyof typeof KIND_STYLES;
const kindOf = (type: string): Kind => (type === 'chat' || type === 'welcome' || type === 'pong' ? type : 'other');

function StatusBadge({ status }: { status: ConsoleStatus }) {
  const variant = status === 'Connected' ? 'success' : status === 'Error' ? 'destructive' : 'secondary';
  const Icon = status === 'Connected' ? Wifi : status === 'Error' ? CircleAlert : WifiOff;
  return (
    <div role="status" aria-live="polite" aria-label="Connection status">
      <Badge variant={variant} className="px-3 py-1 text-sm">
        <Icon aria-hidden="true" className="!size-4" />
        {status}
      </Badge>
    </div>
  );
}

function LogItem({ entry }: { entry: LogEntry }) {
  const kind = kindOf(entry.type);
  const style = KIND_STYLES[kind];
  return (
    <li data-type={entry.type} data-kind={kind} className={cn('rounded-md border-l-4 px-3 py-2', style.box)}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs">
        <span
          className={cn(
            'font-mono font-semibold tracking-wide uppercase',
            style.label,
            entry.type === 'error' && 'text-destructive-text',
          )}
        >
          {entry.type}
        </span>
        <time dateTime={entry.timestamp} className="text-muted-foreground tabular-nums">
          {formatTime(entry.timestamp, { seconds: true })}
        </time>
        {entry.sender && (
          <span className="min-w-0 truncate text-muted-foreground">
            from <span className="font-medium text-foreground">{entry.sender}</span>
          </span>
        )}
      </div>
      {entry.message && <p className="mt-1 text-sm break-words whitespace-pre-wrap">{entry.message}</p>}
    </li>
  );
}

export default function WsTestPage() {
  usePageMeta(
    'Live Console',
    'Test the live message channel: chat with everyone connected, ping the server and watch announcements arrive.',
  );
  const live = useLiveConsole();
  const status = consoleStatus(live.status);
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();

  // Follow new messages unless the reader scrolled up to read older ones.
  useEffect(() => {
    const el = logRef.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [live.log]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (live.sendChat(text)) setText('');
  };

  const seconds = TIMINGS.socketReconnectMs / 1000;
  const hint =
    status === 'Connected'
      ? live.user
        ? `Signed in: your messages are sent as ${live.user}.`
        : 'Everyone connected sees your messages, sent as "User".'
      : status === 'Error'
        ? `The connection failed. Retrying every ${seconds} seconds…`
        : live.status === 'connecting'
          ? 'Connecting…'
          : `Disconnected. Reconnecting in ${seconds} seconds…`;

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-3xl font-extrabold tracking-tight">Live Console</h1>
          <p className="mt-2 text-muted-foreground">
            Test the live message channel: chat with everyone connected, ping the server and watch announcements arrive.
          </p>
        </div>
        <StatusBadge status={status} />
      </div>

      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
          <h2 id={headingId} className="text-base font-semibold">
            Messages
          </h2>
          <span className="text-xs text-muted-foreground tabular-nums">{plural(live.log.length, 'message')}</span>
        </div>

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-labelledby={headingId}
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget;
            stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
          }}
          className="h-[min(50vh,26rem)] min-h-52 overflow-y-auto px-4 py-4 focus-visible:outline-offset-[-2px] sm:px-6"
        >
          {live.log.length === 0 ? (
            <div className="grid h-full place-items-center text-center">
              <p className="flex flex-col items-center gap-3 text-muted-foreground">
                <Activity aria-hidden="true" className="size-8 opacity-60" />
                No messages yet. Send a message to get started.
              </p>
            </div>
          ) : (
            <ol className="grid gap-2">
              {live.log.map((entry) => (
                <LogItem key={entry.key} entry={entry} />
              ))}
            </ol>
          )}
        </div>

        <form onSubmit={onSubmit} className="grid gap-3 border-t border-border px-4 py-4 sm:px-6">
          <Label htmlFor={inputId}>Message</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Type a message…"
              maxLength={LIVE_LIMITS.chatMessageMax}
              autoComplete="off"
              aria-describedby={hintId}
              className="min-w-0 flex-1"
            />
            <Button type="submit" disabled={!live.connected} className="shrink-0">
              <Send aria-hidden="true" />
              Send
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="outline" onClick={() => live.sendPing()} disabled={!live.connected}>
              <Activity aria-hidden="true" />
              Send Ping
            </Button>
            <Button type="button" variant="ghost" onClick={live.clear}>
              <Eraser aria-hidden="true" />
              Clear Console
            </Button>
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </form>
      </Card>
    </section>
  );
}
