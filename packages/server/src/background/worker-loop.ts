// The loop every background worker runs (the mail and webhook outboxes, the reminders): one pass
// at a time, on a timer and at once when asked (wake). A wake during a pass makes the loop go
// round once more, so nothing queued meanwhile waits for the timer; stop() waits for the pass
// under way, so a shutdown never cuts a write in half (docs/architecture.md, the source tree).

export class WorkerLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopping = false;

  private readonly pass: () => Promise<void>;
  private readonly pollMs: number;

  /** `pass` does one round of work and handles its own errors (it should not reject). */
  constructor(pass: () => Promise<void>, pollMs: number) {
    this.pass = pass;
    this.pollMs = pollMs;
  }

  /** True once stop() was called: a long pass checks it between batches. */
  get stopped(): boolean {
    return this.stopping;
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now, or once more after the one under way. */
  wake(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Resolves once no pass is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}

/**
 * A pass for a worker whose run may throw: the failure is logged as "<what>: a pass failed" and
 * the loop tries again at its next tick (the reminders, the weekly digest).
 */
export function passLoggingFailure(
  run: () => Promise<unknown>,
  log: { error(object: object, message: string): void },
  what: string,
): () => Promise<void> {
  return async () => {
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, `${what}: a pass failed; trying again later`);
    }
  };
}

/** The pause before attempt n+1 of a failed delivery: 30 s, 1 min, 2 min, … up to an hour. */
export function backOffDelay(attempts: number): number {
  return Math.min(60 * 60 * 1000, 30_000 * 2 ** (attempts - 1));
}
