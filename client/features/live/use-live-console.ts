// State of the /ws-test console: its own connection (spec §4: reconnect a fixed 5 s after a close or
// an error), the message log, and the two things it sends.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@shared/constants';
import { DEFAULT_SENDER, type LiveMessage } from '@shared/schemas/live';
import { LiveClient, type LiveStatus } from '@/lib/live-client';

/** The three states of the spec's badge. */
export type ConsoleStatus = 'Connected' | 'Disconnected' | 'Error';

export interface LogEntry {
  key: number;
  type: string;
  message: string;
  sender?: string;
  /** ISO time the server stamped, else the time it arrived. */
  timestamp: string;
}

/** The log keeps the latest entries only; a console left open all day must not grow without end. */
export const LOG_LIMIT = 500;

export function consoleStatus(status: LiveStatus): ConsoleStatus {
  if (status === 'open') return 'Connected';
  if (status === 'error') return 'Error';
  return 'Disconnected';
}

function toEntry(m: LiveMessage, key: number): LogEntry {
  const valid = !Number.isNaN(Date.parse(m.timestamp));
  let message = m.message ?? '';
  if (m.type === 'announcement' && typeof m.title === 'string' && m.title) message = `${m.title}: ${message}`;
  return {
    key,
    type: m.type,
    message,
    sender: m.sender || undefined,
    timestamp: valid ? m.timestamp : new Date().toISOString(),
  };
}

export function useLiveConsole() {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [log, setLog] = useState<LogEntry[]>([]);
  const [user, setUser] = useState<string | null>(null);
  const clientRef = useRef<LiveClient | null>(null);
  const nextKey = useRef(0);

  useEffect(() => {
    const client = new LiveClient({ delay: () => TIMINGS.socketReconnectMs });
    clientRef.current = client;
    const offStatus = client.onStatus(setStatus);
    const offAll = client.subscribe('*', (m) => {
      if (m.type === 'welcome') setUser(typeof m.user === 'string' ? m.user : null);
      const entry = toEntry(m, nextKey.current++);
      setLog((prev) =>
        prev.length >= LOG_LIMIT ? [...prev.slice(prev.length - LOG_LIMIT + 1), entry] : [...prev, entry],
      );
    });
    client.start();
    return () => {
      offStatus();
      offAll();
      client.stop();
      clientRef.current = null;
    };
  }, []);

  /** Sends a chat message; false when the text is blank or the connection is not open. */
  const sendChat = useCallback((text: string): boolean => {
    const message = text.trim();
    if (!message) return false;
    return (
      clientRef.current?.send({ type: 'chat', message, sender: DEFAULT_SENDER, timestamp: new Date().toISOString() }) ??
      false
    );
  }, []);

  const sendPing = useCallback(
    (): boolean => clientRef.current?.send({ type: 'ping', timestamp: new Date().toISOString() }) ?? false,
    [],
  );

  const clear = useCallback(() => setLog([]), []);

  return { status, connected: status === 'open', log, user, sendChat, sendPing, clear };
}
