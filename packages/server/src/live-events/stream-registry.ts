import type { DeliverableEvent } from './event-store.ts';
import type { EventStream } from './event-stream.ts';

// The streams this instance serves, by user: what a new event is handed to (its recipients'
// streams), what the heartbeat writes to, and what an ended session or a shutdown closes.

/** Tabs per user; the oldest stream is closed when a user opens more. */
const MAX_STREAMS_PER_USER = 16;

export class StreamRegistry {
  private readonly byUser = new Map<string, Set<EventStream>>();

  add(stream: EventStream): void {
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value?.close();
  }

  remove(stream: EventStream): void {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byUser.delete(stream.userId);
  }

  /** No stream is open here. */
  get isEmpty(): boolean {
    return this.byUser.size === 0;
  }

  get count(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  /** Hands an event to every open stream of its recipients. */
  deliver(event: DeliverableEvent): void {
    for (const userId of event.recipients) {
      const set = this.byUser.get(userId);
      if (set) for (const stream of set) stream.deliver(event);
    }
  }

  heartbeat(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.heartbeat();
  }

  /** Closes one user's streams. */
  closeUser(userId: string): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) stream.close();
  }

  /** Closes the streams one session opened. */
  closeSession(sessionId: string): void {
    for (const set of [...this.byUser.values()]) {
      for (const stream of [...set]) if (stream.sessionId === sessionId) stream.close();
    }
  }

  closeAll(): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.close();
  }
}
