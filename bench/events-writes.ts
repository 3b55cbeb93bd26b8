import { addDays, answerWindow, API_PATHS, pathFor } from '@turnout/domain';
import type { Group, Member } from './events-seed.ts';

// The live-event benchmark's load (events.ts): attendance changes at a steady rate, each
// acknowledged (its PUT answered) at a time the delivery delays are measured from.

/** When each change was acknowledged, by `userId|day`, and in which group. */
export type Acks = Map<string, { at: number; group: Group }>;

/** Each change on a new day (so each is a change), by the groups' members in turn. */
export async function writeChanges(
  base: string,
  groups: Group[],
  pace: {
    rate: number;
    seconds: number;
    state?: 'present' | 'away';
    /** Collects the writes that failed instead of failing the run (events-cluster.ts). */
    failures?: string[];
  },
): Promise<Acks> {
  const acks: Acks = new Map();
  const writes: Promise<void>[] = [];
  // The first day the answer window takes (docs/decisions/029-answer-window.md): room for about
  // 1,100 changes, 300 by default.
  const startDay = addDays(answerWindow().from, 1);
  const started = performance.now();
  for (let i = 0; i < pace.rate * pace.seconds; i++) {
    const wait = started + (i * 1000) / pace.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const group = groups[i % groups.length]!;
    const actor = group.members[Math.floor(i / groups.length) % group.members.length]!;
    const day = addDays(startDay, i);
    writes.push(
      put(base, group.id, actor, day, pace.state ?? 'present').then(
        () => void acks.set(`${actor.userId}|${day}`, { at: performance.now(), group }),
        (error: unknown) => {
          if (!pace.failures) throw error;
          pace.failures.push((error as Error).message);
        },
      ),
    );
  }
  await Promise.all(writes);
  return acks;
}

async function put(
  base: string,
  groupId: string,
  actor: Member,
  day: string,
  state: 'present' | 'away',
): Promise<void> {
  const res = await fetch(`${base}${pathFor(API_PATHS.attendance, { groupId })}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${actor.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ day, state }),
  });
  if (res.status !== 200) throw new Error(`PUT answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
