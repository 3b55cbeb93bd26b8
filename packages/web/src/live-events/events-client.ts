import { EVENT_NAMES, RESYNC_EVENT, eventPayloadSchema, type EventPayload } from '@turnout/domain';

// The one live connection of a signed-in page: Server-Sent Events from /api/events
// (docs/product.md#live-updates).
//
// Reconnecting: after a dropped connection the browser reconnects by itself and sends
// `Last-Event-ID`, so the server replays what was missed (or sends `resync` when it cannot).
// When the browser gives up (an error answer) or keeps failing, we take over: a new connection
// after a growing, jittered delay (1 s, 2 s, 4 s … 30 s) that names the last id it saw as
// `?lastEventId=`. Without one, it refreshes everything once open, so nothing missed stays missed.
//
// Starting: the page's data was read a moment before this code loaded. The first connection
// names the id that data is current to (lastEventId, from the session read), so the server
// replays what changed in between as it does for a reconnect.

export interface EventsClientHandlers {
  onEvent: (event: EventPayload) => void;
  /** Events were missed and cannot be replayed: refetch everything shown. */
  onResync: () => void;
  /**
   * The server answered a (re)connect with an error rather than a stream: the session may have
   * ended (a log-out in another tab). Reconnecting goes on regardless.
   */
  onRefused?: () => void;
}

export interface EventsClientOptions extends EventsClientHandlers {
  url: string;
  /** The id the page's data is current to: the first connection catches up from it. */
  lastEventId?: string;
  /** For tests: a fake in place of the browser's EventSource. */
  createEventSource?: (url: string) => EventSource;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Browser retries that may fail in a row before we take over with our own backoff. */
  maxNativeRetries?: number;
  random?: () => number;
}

export interface EventsClient {
  close: () => void;
}

// EventSource.CLOSED, without needing the global (tests run where it does not exist).
const CLOSED = 2;

const defaultCreate = (url: string) => new EventSource(url, { withCredentials: true });

/** The wait before reconnect number `attempt` (from 0): doubling, capped, half of it random. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number, random: number) {
  const full = Math.min(maxMs, initialMs * 2 ** attempt);
  // Clients that lost the server together should not all return in the same instant.
  return Math.round(full / 2 + (full / 2) * random);
}

export function connectEvents(options: EventsClientOptions): EventsClient {
  const {
    url,
    createEventSource = defaultCreate,
    initialDelayMs = 1000,
    maxDelayMs = 30_000,
    maxNativeRetries = 2,
    random = Math.random,
  } = options;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let failuresInRow = 0;
  let lastEventId = options.lastEventId ?? '';
  let closed = false;

  const dispatch = (message: MessageEvent<string>) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    let payload: EventPayload;
    try {
      payload = eventPayloadSchema.parse(JSON.parse(message.data));
    } catch (error) {
      console.warn(`Ignoring a malformed ${message.type} event.`, error);
      return;
    }
    options.onEvent(payload);
  };

  const resync = (message: MessageEvent<string>) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    options.onResync();
  };

  function open(reconnecting: boolean) {
    const resyncWhenOpen = reconnecting && !lastEventId;
    const target = lastEventId ? withLastEventId(url, lastEventId) : url;
    const current = createEventSource(target);
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      failuresInRow = 0;
      if (resyncWhenOpen) options.onResync();
    });
    current.addEventListener('error', () => {
      if (closed || source !== current) return;
      failuresInRow += 1;
      // Still CONNECTING: the browser retries by itself, with Last-Event-ID. Let it, a few times.
      if (current.readyState !== CLOSED && failuresInRow <= maxNativeRetries) return;
      if (current.readyState === CLOSED) options.onRefused?.();
      current.close();
      scheduleReconnect();
    });
    for (const name of EVENT_NAMES) current.addEventListener(name, dispatch);
    current.addEventListener(RESYNC_EVENT, resync);
  }

  function scheduleReconnect() {
    const delay = backoffDelay(attempt, initialDelayMs, maxDelayMs, random());
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) open(true);
    }, delay);
  }

  // Back online: no need to sit out the rest of a long delay.
  const reconnectNow = () => {
    if (timer === undefined || closed) return;
    clearTimeout(timer);
    timer = undefined;
    open(true);
  };
  window.addEventListener('online', reconnectNow);

  open(false);
  return {
    close: () => {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener('online', reconnectNow);
      source?.close();
    },
  };
}

function withLastEventId(url: string, id: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(id)}`;
}
