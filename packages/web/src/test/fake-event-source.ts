/**
 * EventSource for tests (jsdom has none): records every connection and lets the test play the
 * server's part — open it, send named events, fail it as the browser would report.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState: number = FakeEventSource.CONNECTING;

  constructor(url: string, init?: EventSourceInit) {
    super();
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  /** The newest connection. */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('No EventSource was opened.');
    return latest;
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** A named event as the server frames it: `id`, `event`, `data` (JSON). */
  send(name: string, data: unknown, id = ''): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent(name, { data: text, lastEventId: id }));
  }

  /** The connection failed: the browser retries itself (CONNECTING) or gave up (CLOSED). */
  fail(readyState: number): void {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
}
