import type { Database } from '../db/client.ts';
import { announceNewest } from './event-store.ts';

// The batched announcement of new events (docs/decisions/040-live-events-past-the-notify-lock.md):
// writes commit without a NOTIFY, and then call announce(). The first call waits BATCH_MS for
// more; one NOTIFY (in its own transaction, off the writes' path) then names the newest id for
// all of them, and calls while it is under way make exactly one more. So an instance sends at
// most about one NOTIFY per BATCH_MS however fast it writes, and no write waits for the global
// lock a NOTIFY's commit takes.

const BATCH_MS = 5;

interface Logger {
  error(object: object, message: string): void;
}

export class Announcer {
  private readonly db: Database;
  private readonly log: Logger;
  private running = false;
  private again = false;
  private stopped = false;
  /** The batch waiting or under way, so stop() can let it finish before the database closes. */
  private sending: Promise<void> | undefined;

  constructor(db: Database, log: Logger) {
    this.db = db;
    this.log = log;
  }

  announce(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.sending = new Promise((resolve) => {
      setTimeout(() => void this.send().then(resolve), BATCH_MS).unref();
    });
  }

  /**
   * Takes no more; a batch already begun is still sent (the last writes' announcement reaches
   * the other instances at once), and stop() returns once it has, while the database is open.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.sending;
  }

  private async send(): Promise<void> {
    do {
      this.again = false;
      await announceNewest(this.db).catch((error: unknown) =>
        // Other instances still read these events at their next wake-up (Realtime's poll).
        this.log.error({ err: error }, 'realtime: announcing new events failed'),
      );
    } while (this.again && !this.stopped);
    this.running = false;
  }
}
