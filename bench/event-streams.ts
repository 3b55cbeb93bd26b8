import http from 'node:http';
import { API_PATHS } from '@turnout/domain';

// The live event streams a benchmark's people keep open (GET /api/events, one connection each,
// as the native shells open it: bearer token, text/event-stream), read to the end of every
// chunk. Only counted: the event benchmark (events.ts) measures their latency.

export interface EventStreams {
  /** Named events received on all streams so far. */
  events(): number;
  /** Streams that failed to open, or ended before close(). */
  failures(): number;
  close(): void;
}

export async function openEventStreams(base: string, tokens: string[]): Promise<EventStreams> {
  let events = 0;
  let failures = 0;
  let closing = false;
  const requests: http.ClientRequest[] = [];

  const open = (token: string) =>
    new Promise<void>((resolve) => {
      let failed = false;
      const fail = () => {
        if (!closing && !failed) failures++;
        failed = true;
        resolve();
      };
      const request = http.get(
        base + API_PATHS.events,
        {
          agent: false,
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            return fail();
          }
          response.setEncoding('utf8');
          // One `event:` line per named event; comments (keep-alives) have none. The end of a
          // chunk is carried over, in case the word is split between two.
          let tail = '';
          response.on('data', (chunk: string) => {
            const text = tail + chunk;
            for (let at = text.indexOf('event:'); at >= 0; at = text.indexOf('event:', at + 1)) {
              events++;
            }
            tail = text.slice(-5);
          });
          response.on('end', fail);
          response.on('error', fail);
          resolve();
        },
      );
      request.on('error', fail);
      requests.push(request);
    });

  await Promise.all(tokens.map(open));
  return {
    events: () => events,
    failures: () => failures,
    close() {
      closing = true;
      for (const request of requests) request.destroy();
    },
  };
}
