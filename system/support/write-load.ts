import { addDays, type Day } from '@turnout/domain';
import { changeAttendance, type Member } from './api.ts';
import { sleep } from './poll.ts';

// A steady stream of attendance writes, each on a day of its own, recording what the server
// acknowledged. A day whose PUT answered 2xx must be stored whatever happens to the server
// afterwards; a PUT that failed or got no answer may or may not have been stored, and is sent
// again after a pause, as a client's queue does: an outage of a minute must not use up the
// answer window's days (the same day answered twice is one record and one change).

export interface WriteLoad {
  /** Days whose PUT answered 2xx, in the order the answers came. */
  acknowledged: Day[];
  /** When each acknowledged PUT was sent (Date.now()), in the same order. */
  acknowledgedSentAt: number[];
  /** Answers by status ("network" for no answer at all: refused, reset, timed out). */
  outcomes: Map<string, number>;
  /** Error bodies of non-2xx answers, first few only (for failure messages). */
  errorBodies: unknown[];
  /** Writes answered since `mark()` was last called. */
  since(mark: number): { acknowledged: number; outcomes: Map<string, number> };
  /** A position in the log, for since(). */
  mark(): number;
  /** Stops issuing writes and waits for the ones in flight. */
  stop(): Promise<void>;
}

export function startWriteLoad(
  baseUrl: () => string,
  member: Member,
  groupId: string,
  {
    firstDay,
    workers = 2,
    pauseMs = 20,
    timeoutMs = 10_000,
  }: { firstDay: Day; workers?: number; pauseMs?: number; timeoutMs?: number },
): WriteLoad {
  const acknowledged: Day[] = [];
  const acknowledgedSentAt: number[] = [];
  const outcomes = new Map<string, number>();
  const errorBodies: unknown[] = [];
  const log: { status: string }[] = [];
  let next = 0;
  let stopped = false;

  const count = (status: string) => {
    outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
    log.push({ status });
  };

  async function worker(): Promise<void> {
    let day: Day | undefined;
    while (!stopped) {
      day ??= addDays(firstDay, next++);
      const sentAt = Date.now();
      try {
        const res = await changeAttendance(baseUrl(), member, groupId, day, 'present', timeoutMs);
        count(String(res.status));
        if (res.status >= 200 && res.status < 300) {
          acknowledged.push(day);
          acknowledgedSentAt.push(sentAt);
          day = undefined;
        } else {
          if (errorBodies.length < 5) errorBodies.push(res.body);
          // Refused or unavailable for the moment: do not spin.
          await sleep(100);
        }
      } catch {
        count('network');
        await sleep(100);
      }
      await sleep(pauseMs);
    }
  }

  const running = Array.from({ length: workers }, () => worker());
  return {
    acknowledged,
    acknowledgedSentAt,
    outcomes,
    errorBodies,
    mark: () => log.length,
    since(mark) {
      const tail = log.slice(mark);
      const byStatus = new Map<string, number>();
      for (const { status } of tail) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      return {
        acknowledged: tail.filter((entry) => entry.status.startsWith('2')).length,
        outcomes: byStatus,
      };
    },
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}
