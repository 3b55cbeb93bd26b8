import http from 'node:http';
import type { Measurement } from './load.ts';

// Paced load: `clients` people, each signed in as a different member, each sending a request,
// reading the whole answer, then pausing for a random time (exponentially distributed, on
// average 1 / `pace` seconds) before the next, as independent users do. autocannon's own rate
// limit is not used: it releases every connection's requests at the same instant each second,
// which measures a queue of simultaneous arrivals rather than this load
// (docs/decisions/007-benchmark-load-model.md).

export interface PacedOptions {
  method: 'GET' | 'PUT';
  url: string;
  tokens: string[];
  clients: number;
  /** Requests per second per client, on average. */
  pace: number;
  durationS: number;
  warmUpS: number;
  body?: () => string;
  headers?: Record<string, string>;
}

export async function measurePaced(options: PacedOptions): Promise<Measurement> {
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  const recordFrom = start + options.warmUpS * 1000;
  const end = recordFrom + options.durationS * 1000;
  const pause = () => (-Math.log(1 - Math.random()) / options.pace) * 1000;
  // node:http rather than fetch: the load generator shares the machine, so it must be cheap.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });

  const client = async (token: string) => {
    // Users do not start in step either.
    await sleep(Math.random() * pause());
    while (performance.now() < end) {
      const sent = performance.now();
      const ok = await send(agent, options, token);
      if (sent >= recordFrom && sent < end) {
        latencies.push(performance.now() - sent);
        if (!ok) failures++;
      }
      await sleep(pause());
    }
  };
  await Promise.all(
    Array.from({ length: options.clients }, (_, i) =>
      client(options.tokens[i % options.tokens.length]!),
    ),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    requestsPerSecond: latencies.length / options.durationS,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures,
  };
}

/** One request, its answer read to the end; true for a 2xx answer. */
function send(agent: http.Agent, options: PacedOptions, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request(
      options.url,
      {
        method: options.method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...options.headers,
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode! >= 200 && res.statusCode! < 300));
        res.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    req.end(options.body?.());
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
