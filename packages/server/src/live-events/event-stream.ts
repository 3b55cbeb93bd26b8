import type { ServerResponse } from 'node:http';
import { EVENT_STREAM_RETRY_MS, RESYNC_EVENT, type EventPayload } from '@turnout/domain';
import type { StoredEvent } from './event-store.ts';

// One open SSE response. Until its catch-up is done it buffers live events, then sends only ids
// above the last one it sent, so catch-up and live delivery neither overlap nor leave a gap.
// An event's frame is the same text on every stream it goes to: it is made once per event and
// instance (frameOf), not serialised again for each of the thousands of streams an instance
// holds (docs/scaling.md §2).

/** A client that reads slower than this many bytes behind is cut off; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Whose stream it is: the user, and the session that opened it. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
}

/** Frames of the events being delivered, by event (kept only while the event object lives). */
const frames = new WeakMap<StoredEvent, string>();

/** The event's SSE frame, made on its first stream and reused on every other. */
function frameOf(event: StoredEvent): string {
  let text = frames.get(event);
  if (text === undefined) {
    text = frameText(event.id, event.payload.type, event.payload);
    frames.set(event, text);
  }
  return text;
}

function frameText(id: number, name: string, data: EventPayload | { type: string }): string {
  return `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class EventStream {
  readonly userId: string;
  readonly sessionId: string;
  /** When this stream last wrote anything (Date.now()): a stream in use needs no heartbeat. */
  lastWriteAt = 0;
  private readonly response: ServerResponse;
  private lastSentId = 0;
  private pending: StoredEvent[] | undefined = [];
  private closed = false;
  private readonly onClose: () => void;

  constructor(owner: StreamOwner, response: ServerResponse, onClose: () => void) {
    this.userId = owner.userId;
    this.sessionId = owner.sessionId;
    this.response = response;
    this.onClose = onClose;
    response.on('close', () => this.close());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The first frame: how long to wait before reconnecting. */
  open(): void {
    this.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
  }

  /** A live event; held back while the catch-up runs. */
  deliver(event: StoredEvent): void {
    if (this.pending) this.pending.push(event);
    else this.send(event);
  }

  /**
   * Ends the catch-up: sends the missed events (or a resync), then what arrived meanwhile.
   * `startId` is the id the client has seen everything up to.
   */
  finishCatchUp(options: { startId: number; missed: StoredEvent[]; resync: boolean }): void {
    const pending = this.pending ?? [];
    this.pending = undefined;
    this.lastSentId = options.startId;
    if (options.resync) {
      this.write(frameText(options.startId, RESYNC_EVENT, { type: RESYNC_EVENT }));
    } else {
      // Only an id: EventSource stores it as the last event id without dispatching an event.
      this.write(`id: ${options.startId}\n\n`);
      for (const event of options.missed) this.send(event);
    }
    for (const event of pending) this.send(event);
  }

  /** Keeps a quiet stream open through proxies; `now` is Date.now() of the heartbeat round. */
  heartbeat(now: number, quietMs: number): void {
    if (now - this.lastWriteAt >= quietMs) this.write(': heartbeat\n\n');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.response.writableEnded) this.response.end();
    this.onClose();
  }

  private send(event: StoredEvent): void {
    if (event.id <= this.lastSentId) return;
    this.lastSentId = event.id;
    this.write(frameOf(event));
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return;
    }
    this.lastWriteAt = Date.now();
    this.response.write(chunk);
  }
}
