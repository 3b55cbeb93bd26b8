// A Server-Sent Events client for tests: fetch() a real listening server, parse frames as they
// arrive, and wait for the ones a test expects.

import { waitUntil } from './wait-until.ts';

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Every frame so far, in order. */
  frames: SseFrame[];
  /** Named events so far (frames with data), with their parsed data. */
  events(): { id: string | undefined; event: string; data: Record<string, unknown> }[];
  /** Resolves with the first frame (from the start) matching, or rejects after `timeoutMs`. */
  waitFor(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** The id of the last frame that carried one (what EventSource would send back). */
  lastEventId(): string | undefined;
  /** True once the server ended the stream. */
  ended(): boolean;
  close(): void;
}

export async function openEventStream(
  baseUrl: string,
  options: { token?: string; lastEventId?: string; path?: string } = {},
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}${options.path ?? '/api/events'}`, {
    headers,
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const notify = () => waiters.forEach((waiter) => waiter());

  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            frames.push(parseFrame(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            notify();
          }
        }
      } catch {
        // aborted by close()
      } finally {
        done = true;
        notify();
      }
    })();
  } else {
    done = true;
  }

  return {
    status: response.status,
    headers: response.headers,
    frames,
    events: () =>
      frames
        .filter((frame) => frame.event !== undefined && frame.data !== undefined)
        .map((frame) => ({
          id: frame.id,
          event: frame.event!,
          data: JSON.parse(frame.data!) as Record<string, unknown>,
        })),
    waitFor(match, timeoutMs = 5000) {
      return waitUntil<SseFrame>(
        waiters,
        () => {
          const found = frames.find(match);
          if (found) return { value: found };
          if (done) {
            return {
              error: new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`),
            };
          }
          return undefined;
        },
        timeoutMs,
        () => new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`),
      );
    },
    lastEventId: () => frames.findLast((frame) => frame.id !== undefined)?.id,
    ended: () => done,
    close: () => controller.abort(),
  };
}

function parseFrame(text: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data')
      frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/** Starts listening on a free loopback port; returns the base URL. */
export async function listenOnLoopback(app: {
  listen(options: { port: number; host: string }): Promise<string>;
}): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
