import http from 'node:http';
import {
  addDays,
  ANSWER_WINDOW_DAYS_AHEAD,
  answerWindow,
  API_PATHS,
  pathFor,
} from '@turnout/domain';
import type { Group, Member } from './events-seed.ts';
import { monotonicMs } from './events-timed-streams.ts';

// The live-event benchmark's load (events.ts): attendance changes at a steady rate, each
// acknowledged (its PUT answered) at a time the delivery delays are measured from.

/** When each change was acknowledged (monotonicMs), by `userId|day`, and in which group. */
export interface Ack {
  at: number;
  group: Group;
}
export type Acks = Map<string, Ack>;

/**
 * Each change by the groups' members in turn, each round over the groups on a new day (so each
 * is a change). Days to come: a day that is over is closed to members' own answers.
 */
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
  // From the day after tomorrow (still to come in every time zone) to the end of the answer
  // window (docs/decisions/029-answer-window.md): room for about 730 rounds over the groups.
  const startDay = addDays(answerWindow().to, 2 - ANSWER_WINDOW_DAYS_AHEAD);
  const started = performance.now();
  for (let i = 0; i < pace.rate * pace.seconds; i++) {
    const wait = started + (i * 1000) / pace.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const group = groups[i % groups.length]!;
    const actor = group.members[Math.floor(i / groups.length) % group.members.length]!;
    const day = addDays(startDay, Math.floor(i / groups.length));
    writes.push(
      put(base, group.id, actor, day, pace.state ?? 'present').then(
        () => void acks.set(`${actor.userId}|${day}`, { at: monotonicMs(), group }),
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

/**
 * Kept-alive connections for the writes: node:http costs the writer about half the CPU of
 * fetch() a request, and its acknowledgements are read sooner on a loaded machine.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function put(
  base: string,
  groupId: string,
  actor: Member,
  day: string,
  state: 'present' | 'away',
): Promise<void> {
  const body = JSON.stringify({ day, state });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${pathFor(API_PATHS.attendance, { groupId })}`,
      {
        method: 'PUT',
        agent,
        headers: {
          authorization: `Bearer ${actor.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`PUT answered ${response.statusCode}: ${text}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
