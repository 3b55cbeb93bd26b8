import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { fromMovable, type MovableAnswer } from '../../../http/stored-answer.ts';
import type { EventVersion } from '../mutations.ts';
import type { FeedAnswer } from './cache.ts';
import type { EventDigest, FeedSource, RenderTask, VersionEntry } from './render-task.ts';

// The feeds' worker threads (docs/decisions/068-feed-renders-off-the-event-loop.md), from
// Piscina, the pool Node's ecosystem keeps. A render's reads and the versions' write stay on the
// event loop with the database; the CPU work between them runs in render-task.ts on a thread.

/**
 * Half the cores, at least one: the rest stay with the event loop and the database. Renders are
 * coalesced per feed (cache.ts), so a queue here means several groups changing at once.
 */
const THREADS = Math.max(1, Math.floor(availableParallelism() / 2));
/**
 * The threads run at a lower priority than the event loop (Linux nice; elsewhere ignored): when
 * the cores are busy, a write waits for no render, and the renders' own pace
 * (cache.ts, HOT_RENDER_SHARE) slows them further.
 */
const NICE_INCREMENT = 10;

export class FeedRenderer {
  private pool: Piscina<RenderTask, unknown> | undefined;

  /** Each event's UID, group and digest: what the versions are recorded by. */
  async digests(source: FeedSource): Promise<EventDigest[]> {
    return (await this.run({ step: 'digests', source })) as EventDigest[];
  }

  /** The calendar's bytes, its events at the versions given (a new event's are `now`'s). */
  async render(
    source: FeedSource,
    versions: ReadonlyMap<string, EventVersion>,
    now: Date,
  ): Promise<FeedAnswer> {
    const entries = [...versions].map(([uid, { sequence, modifiedAt }]): VersionEntry => [
      uid,
      sequence,
      modifiedAt.getTime(),
    ]);
    const answer = await this.run({
      step: 'render',
      source,
      versions: entries,
      now: now.getTime(),
    });
    return fromMovable(answer as MovableAnswer);
  }

  /** Ends the threads (the app's close): a render under way is given up. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private run(task: RenderTask): Promise<unknown> {
    // Made at the first render: an instance nobody polls a feed of starts no thread.
    this.pool ??= new Piscina<RenderTask, unknown>({
      filename: new URL('./render-task.ts', import.meta.url).href,
      minThreads: THREADS,
      maxThreads: THREADS,
      niceIncrement: NICE_INCREMENT,
    });
    return this.pool.run(task);
  }
}
