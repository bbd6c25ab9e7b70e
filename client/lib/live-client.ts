// A small reconnecting WebSocket client for the live channel (/ws on the same host, wss when the page is
// https). Dashboards use the shared connection through `useLiveSubscription` (jittered exponential
// backoff; `onReconnect` so they refetch what they missed, e.g. GET /api/announcements?since=…); the
// /ws-test console makes its own client with the spec's fixed 5 s delay.
import { useEffect, useRef } from 'react';
import { LIVE_PATH, parseLiveMessage, type ClientMessage, type LiveMessage } from '@shared/schemas/live';

export type LiveStatus = 'connecting' | 'open' | 'closed' | 'error';

export interface LiveClientOptions {
  /** Defaults to `liveUrl()`. */
  url?: string;
  /** Delay before reconnect attempt `attempt` (0 = first retry after a drop). Defaults to `backoffDelay`. */
  delay?: (attempt: number) => number;
  /**
   * A session token sent as `?token=` for clients that cannot rely on the session cookie (another origin
   * listed in ALLOWED_ORIGINS). Same-origin pages need none: the browser sends the cookie.
   */
  token?: string | null;
  /** For tests: the WebSocket constructor. */
  WebSocketImpl?: typeof WebSocket;
}

type Handler = (message: LiveMessage) => void;

/** WebSocket.OPEN, without touching the global (absent in Node 20, where the tests run). */
const OPEN = 1;

/** ws(s)://<this host>/ws. */
export function liveUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${LIVE_PATH}`;
}

/**
 * Exponential backoff with jitter: attempt n waits between half and all of min(maxMs, baseMs·2ⁿ), so a
 * restarted server is not hit by every client in the same instant.
 */
export function backoffDelay(
  attempt: number,
  baseMs = 1000,
  maxMs = 30_000,
  random: () => number = Math.random,
): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(cap / 2 + random() * (cap / 2));
}

export class LiveClient {
  private ws: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = true;
  private everOpened = false;
  private _status: LiveStatus = 'closed';
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly statusHandlers = new Set<(status: LiveStatus) => void>();
  private readonly reconnectHandlers = new Set<() => void>();
  private readonly opts: LiveClientOptions;

  constructor(opts: LiveClientOptions = {}) {
    this.opts = opts;
  }

  get status(): LiveStatus {
    return this._status;
  }

  /** Opens the connection (and keeps it open until `stop`). */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.open();
  }

  /** Closes the connection and stops reconnecting. */
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.everOpened = false;
    this.attempt = 0;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onopen = ws.onclose = ws.onmessage = null;
      // Closed while still connecting, a socket reports the aborted handshake as an error. The browser
      // drops an unheard one; the ws package (the tests' and any Node caller's WebSocket) throws it from
      // nowhere, so the error is heard and ignored: this close is ours.
      ws.onerror = ignore;
      ws.close(1000);
    }
    this.setStatus('closed');
  }

  /** Sends a message; false (nothing sent) unless the connection is open. */
  send(message: ClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Calls `handler` with every message of `type` ('*' for all); returns the unsubscribe function. */
  subscribe(type: string, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  onStatus(handler: (status: LiveStatus) => void): () => void {
    this.statusHandlers.add(handler);
    return () => {
      this.statusHandlers.delete(handler);
    };
  }

  /** Called each time the connection opens again after a drop: refetch what may have been missed. */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => {
      this.reconnectHandlers.delete(handler);
    };
  }

  /** True while a reconnect attempt is scheduled. */
  get reconnectScheduled(): boolean {
    return this.timer !== undefined;
  }

  private readonly onOnline = () => {
    // Back online: try now instead of waiting out the backoff.
    if (!this.stopped && (this._status === 'closed' || this._status === 'error') && this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.open();
    }
  };

  private setStatus(status: LiveStatus) {
    if (status === this._status) return;
    this._status = status;
    for (const h of [...this.statusHandlers]) h(status);
  }

  private open() {
    if (this.stopped) return;
    this.timer = undefined;
    let url = this.opts.url ?? liveUrl();
    if (this.opts.token) url += `${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(this.opts.token)}`;
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    let ws: WebSocket;
    try {
      ws = new Impl(url);
    } catch {
      this.setStatus('error');
      this.schedule();
      return;
    }
    this.ws = ws;
    this.setStatus('connecting');
    let failed = false;
    ws.onopen = () => {
      const again = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.setStatus('open');
      if (again) for (const h of [...this.reconnectHandlers]) h();
    };
    ws.onmessage = (event) => {
      const message = parseLiveMessage(event.data);
      if (!message) return;
      for (const key of [message.type, '*']) {
        for (const h of [...(this.handlers.get(key) ?? [])]) h(message);
      }
    };
    ws.onerror = () => {
      failed = true;
      this.setStatus('error');
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      // An error is followed by a close: keep showing the error until the next attempt.
      if (!failed) this.setStatus('closed');
      this.schedule();
    };
  }

  private schedule() {
    if (this.stopped || this.timer !== undefined) return;
    const delay = (this.opts.delay ?? ((n: number) => backoffDelay(n)))(this.attempt);
    this.attempt++;
    this.timer = setTimeout(() => this.open(), delay);
  }
}

const ignore = () => undefined;

// ----- the shared connection of the dashboards -----

let shared: LiveClient | null = null;
let users = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** The page-wide connection; opened by the first subscriber, closed a little after the last leaves. */
export function sharedLiveClient(): LiveClient {
  if (!shared) shared = new LiveClient();
  return shared;
}

function retain() {
  clearTimeout(idleTimer);
  users++;
  sharedLiveClient().start();
}

function release() {
  users--;
  if (users > 0) return;
  // A route change unmounts one dashboard and mounts the next: keep the socket over that gap.
  idleTimer = setTimeout(() => {
    if (users === 0) shared?.stop();
  }, 2000);
}

/**
 * Subscribes a component to live messages of `type` ('*' for every type) on the shared connection.
 * `onReconnect` runs after every reconnection (not the first connection): refetch what was missed.
 */
export function useLiveSubscription(type: string, handler: Handler, onReconnect?: () => void): void {
  const handlerRef = useRef(handler);
  const reconnectRef = useRef(onReconnect);
  useEffect(() => {
    handlerRef.current = handler;
    reconnectRef.current = onReconnect;
  });
  useEffect(() => {
    const client = sharedLiveClient();
    const offMessage = client.subscribe(type, (m) => handlerRef.current(m));
    const offReconnect = client.onReconnect(() => reconnectRef.current?.());
    retain();
    return () => {
      offMessage();
      offReconnect();
      release();
    };
  }, [type]);
}
