import type { Database } from '../../../db/client.ts';
import { pruneUnusedPushTokens } from '../mutations.ts';

// The push service's work in the background (push-service.ts): deliveries that run after the
// change that caused them has committed, without holding up its request, and the pruning of
// unused token records every few hours.

/** How long closing the app waits for pushes still in flight. */
const CLOSE_GRACE_MS = 5000;
/** How often unused token records are pruned (mutations.ts). */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

interface Logger {
  error(object: object, message: string): void;
}

export class PushJobs {
  private readonly db: Database;
  private readonly log: Logger;
  private readonly jobs = new Set<Promise<void>>();
  private pruneTimer: NodeJS.Timeout | undefined;
  private pruning: Promise<void> | undefined;

  constructor(db: Database, log: Logger) {
    this.db = db;
    this.log = log;
  }

  /** Runs a delivery in the background; a failure is logged. */
  queue(delivery: Promise<unknown>): void {
    const job: Promise<void> = delivery
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'push: delivery failed'))
      .finally(() => this.jobs.delete(job));
    this.jobs.add(job);
  }

  /** Prunes unused token records now and every few hours, until close(). */
  startPruning(): void {
    const prune = () => {
      this.pruning ??= pruneUnusedPushTokens(this.db)
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'push: pruning records failed'))
        .finally(() => (this.pruning = undefined));
    };
    prune();
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Resolves when no push is in flight. */
  async idle(): Promise<void> {
    while (this.jobs.size > 0) await Promise.allSettled([...this.jobs]);
  }

  /** Stops pruning, and waits a while for the pushes still in flight. */
  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.pruning;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
    await Promise.race([this.idle(), grace]);
    clearTimeout(timer);
  }
}
