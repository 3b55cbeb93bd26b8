import http from 'node:http';
import { API_PATHS } from '@turnout/domain';
import type { Group, Member } from './events-seed.ts';

// The live-event benchmark's streams (events.ts): one socket per member, as each phone has, each
// noting when every `attendance.changed` arrived and counting its inbox news, so a lost event is
// found on the stream that lost it. (event-streams.ts only counts, for the mixed load.) Arrival
// times are read from the machine's monotonic clock (monotonicMs), the same in every process, so
// streams held by other processes (events-stream-holder.ts) are timed against the writer's acks.

/** Milliseconds on CLOCK_MONOTONIC: one clock for every process on this machine. */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** What arrived on one stream: `attendance.changed` by `userId|day` (when), and inbox news. */
export interface StreamRecord {
  userId: string;
  groupId: string;
  changed: Map<string, number>;
  inbox: number;
  ended: boolean;
}

/** One open stream and what arrived on it. */
export interface TimedStream extends StreamRecord {
  request: http.ClientRequest;
}

/** Opens a member's stream (its own socket, as each phone has); resolves once it is served. */
export function openTimedStream(
  base: string,
  owner: { member: Member; group: Group },
): Promise<TimedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(base + API_PATHS.events, {
      agent: false,
      headers: { authorization: `Bearer ${owner.member.token}`, accept: 'text/event-stream' },
    });
    const stream: TimedStream = {
      userId: owner.member.userId,
      groupId: owner.group.id,
      changed: new Map(),
      inbox: 0,
      ended: false,
      request,
    };
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const now = monotonicMs();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // The catch-up's bare id ends it: the stream is registered and live.
          if (/^id: /m.test(frame)) resolve(stream);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event === 'notification.changed') stream.inbox++;
          if (event === 'attendance.changed' && data) {
            const { userId, day } = JSON.parse(data) as { userId: string; day: string };
            stream.changed.set(`${userId}|${day}`, now);
          }
        }
      });
      response.on('end', () => (stream.ended = true));
      response.on('error', () => (stream.ended = true));
    });
  });
}

/** `attendance.changed` events received on all streams so far. */
export function deliveries(streams: StreamRecord[]): number {
  let n = 0;
  for (const stream of streams) n += stream.changed.size;
  return n;
}
