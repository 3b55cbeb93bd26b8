import { EventSource } from 'eventsource';
import { API_PATHS, EVENT_NAMES, RESYNC_EVENT } from '@turnout/domain';
import type { Member } from './api.ts';
import { pollUntil } from './poll.ts';

// A live-event client that behaves like the web app's (packages/web/src/features/notifications/
// live/events-client.ts), on the `eventsource` package, a WHATWG-conformant EventSource for
// Node: the EventSource reconnects by itself after a dropped connection (waiting the server's
// `retry:` and sending Last-Event-ID); when it gives up (an error answer such as 503) or keeps
// failing, a new EventSource is opened after a growing delay with ?lastEventId=. Nothing here
// is told about server restarts: the tests only watch what it receives.

export interface LiveEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** When it arrived (Date.now()), for latency figures. */
  receivedAt: number;
}

export interface LiveClient {
  /** Every named event received (domain events and `resync`), in order. */
  events: LiveEvent[];
  /** How many times a connection opened (1 after the first). */
  opens(): number;
  /** Connection errors seen (drops, refused connections, error answers). */
  errors(): number;
  /** The first event (from the start) that matches, waiting up to `timeoutMs`. */
  waitForEvent(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves once at least `count` connections have opened. */
  waitForOpens(count: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface LiveClientOptions {
  /** Native EventSource retries that may fail in a row before the client takes over. */
  maxNativeRetries?: number;
  /** The client's own backoff: doubling from initialDelayMs up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

const CLOSED = 2;

export async function openLiveClient(
  baseUrl: string,
  member: Pick<Member, 'token'>,
  { maxNativeRetries = 2, initialDelayMs = 500, maxDelayMs = 4000 }: LiveClientOptions = {},
): Promise<LiveClient> {
  const events: LiveEvent[] = [];
  let opens = 0;
  let errors = 0;
  let source: EventSource | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let failuresInRow = 0;
  let lastEventId = '';
  let closed = false;

  // The token goes in a header, as the native shells send it (cookies in the browser).
  const withToken: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        authorization: `Bearer ${member.token}`,
      },
    });

  const record = (message: MessageEvent) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    events.push({
      id: message.lastEventId,
      type: message.type,
      data: JSON.parse(String(message.data)) as Record<string, unknown>,
      receivedAt: Date.now(),
    });
  };

  function open(reconnecting: boolean) {
    const url = new URL(API_PATHS.events, baseUrl);
    if (reconnecting && lastEventId) url.searchParams.set('lastEventId', lastEventId);
    const current = new EventSource(url, { fetch: withToken });
    source = current;
    current.addEventListener('open', () => {
      opens += 1;
      attempt = 0;
      failuresInRow = 0;
    });
    current.addEventListener('error', () => {
      if (closed || source !== current) return;
      errors += 1;
      failuresInRow += 1;
      if (current.readyState !== CLOSED && failuresInRow <= maxNativeRetries) return;
      current.close();
      const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt++);
      timer = setTimeout(() => {
        timer = undefined;
        if (!closed) open(true);
      }, delay);
    });
    for (const name of [...EVENT_NAMES, RESYNC_EVENT]) current.addEventListener(name, record);
  }

  const client: LiveClient = {
    events,
    opens: () => opens,
    errors: () => errors,
    waitForEvent: (match, timeoutMs = 30_000) =>
      pollUntil('a live event', () => events.find(match), { timeoutMs, intervalMs: 50 }),
    waitForOpens: async (count, timeoutMs = 30_000) => {
      await pollUntil(`${count} open connection(s)`, () => (opens >= count ? true : undefined), {
        timeoutMs,
        intervalMs: 50,
      });
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
  open(false);
  try {
    await client.waitForOpens(1, 15_000);
  } catch (error) {
    client.close();
    throw error;
  }
  return client;
}
