// The event stream for the native shells: EventSource cannot send the bearer token, and the
// shell's patched fetch buffers whole responses, so the stream is read through the WebView's
// own fetch (cross-origin, allowed by the server's CORS for the shells' origins, no cookies).
// It behaves like the browser's EventSource towards events-client.ts: after a dropped
// connection it reconnects by itself with Last-Event-ID (readyState CONNECTING); an error
// answer (a session that ended) closes it (CLOSED) and leaves reconnecting to the client.
// The library is imported when a shell first opens a stream: the web app never carries it.

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;
const EVENT_STREAM = 'text/event-stream';

class Refused extends Error {}
class Dropped extends Error {}

export interface FetchEventSourceOptions {
  /** Sent with every (re)connection, e.g. the Authorization header. */
  headers: () => Record<string, string>;
  fetch: typeof fetch;
}

class FetchEventSource extends EventTarget {
  readonly url: string;
  readyState = CONNECTING;
  private readonly controller = new AbortController();

  constructor(url: string, options: FetchEventSourceOptions) {
    super();
    this.url = url;
    void import('@microsoft/fetch-event-source').then(({ fetchEventSource }) => {
      if (this.readyState === CLOSED) return;
      this.start(fetchEventSource, options);
    });
  }

  private start(
    fetchEventSource: typeof import('@microsoft/fetch-event-source').fetchEventSource,
    options: FetchEventSourceOptions,
  ) {
    fetchEventSource(this.url, {
      headers: options.headers(),
      credentials: 'omit',
      // A shell in the background keeps its stream like a browser tab does; the client's
      // back-off and the server's heartbeat handle what the phone's network does meanwhile.
      openWhenHidden: true,
      fetch: options.fetch,
      signal: this.controller.signal,
      onopen: async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith(EVENT_STREAM)) throw new Refused();
        this.readyState = OPEN;
        this.dispatchEvent(new Event('open'));
      },
      onmessage: (message) => {
        const type = message.event || 'message';
        this.dispatchEvent(new MessageEvent(type, { data: message.data, lastEventId: message.id }));
      },
      onclose: () => {
        throw new Dropped();
      },
      onerror: (error: unknown) => {
        if (this.readyState === CLOSED) throw error;
        if (error instanceof Refused) {
          this.readyState = CLOSED;
          this.dispatchEvent(new Event('error'));
          throw error;
        }
        this.readyState = CONNECTING;
        this.dispatchEvent(new Event('error'));
        // Undefined: retry after the server's `retry:` interval, sending Last-Event-ID.
        return undefined;
      },
    }).catch(() => undefined);
  }

  close(): void {
    this.readyState = CLOSED;
    this.controller.abort();
  }
}

/** An EventSource look-alike over fetch, for events-client.ts's createEventSource. */
export function createFetchEventSource(url: string, options: FetchEventSourceOptions): EventSource {
  return new FetchEventSource(url, options) as unknown as EventSource;
}
