import http from 'node:http';
import type { Measurement } from './load.ts';

// Paced load: `clients` people, each signed in as a different member on its own keep-alive
// connection, each sending a request, reading the whole answer, then pausing for a random time
// (exponentially distributed, on average 1 / `pace` seconds) before the next, as independent
// users do. autocannon's own rate limit is not used: it releases every connection's requests at
// the same instant each second, which measures a queue of simultaneous arrivals rather than this
// load (docs/decisions/008-benchmark-load-model.md).

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

/** One request of a mixed load, named by its operation (the row it is counted in). */
export interface PacedRequest {
  operation: string;
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  /** JSON; the content type is sent only with a body, as the web app's client does. */
  body?: string;
}

export interface PacedMixOptions {
  /** One entry per simulated person: their bearer token and what they do next. */
  clients: { token: string; next: () => PacedRequest }[];
  /** Requests per second per client, on average. */
  pace: number;
  durationS: number;
  warmUpS: number;
  headers?: Record<string, string>;
}

/** Every client sends the same request; the measurement of all of them together. */
export async function measurePaced(options: PacedOptions): Promise<Measurement> {
  const request = (): PacedRequest => ({
    operation: 'all',
    method: options.method,
    url: options.url,
    body: options.body?.(),
  });
  const byOperation = await measurePacedMix({
    clients: Array.from({ length: options.clients }, (_, i) => ({
      token: options.tokens[i % options.tokens.length]!,
      next: request,
    })),
    pace: options.pace,
    durationS: options.durationS,
    warmUpS: options.warmUpS,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
  return byOperation.get('all') ?? summarize([], 0, options.durationS);
}

/** Each client picks its next request itself; one measurement per operation. */
export async function measurePacedMix(options: PacedMixOptions): Promise<Map<string, Measurement>> {
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const start = performance.now();
  const recordFrom = start + options.warmUpS * 1000;
  const end = recordFrom + options.durationS * 1000;
  const pause = () => (-Math.log(1 - Math.random()) / options.pace) * 1000;

  const client = async ({ token, next }: PacedMixOptions['clients'][number]) => {
    // node:http rather than fetch: the load generator shares the machine, so it must be cheap.
    // One socket per client, kept alive, as one browser tab would hold it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Users do not start in step either.
    await sleep(Math.random() * pause());
    while (performance.now() < end) {
      const request = next();
      const sent = performance.now();
      const ok = await send(agent, request, token, options.headers);
      if (sent >= recordFrom && sent < end) {
        const list = latencies.get(request.operation) ?? [];
        list.push(performance.now() - sent);
        latencies.set(request.operation, list);
        if (!ok) failures.set(request.operation, (failures.get(request.operation) ?? 0) + 1);
      }
      await sleep(pause());
    }
    agent.destroy();
  };
  await Promise.all(options.clients.map(client));
  return new Map(
    [...latencies].map(([operation, list]) => [
      operation,
      summarize(list, failures.get(operation) ?? 0, options.durationS),
    ]),
  );
}

function summarize(latencies: number[], failures: number, durationS: number): Measurement {
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    requestsPerSecond: latencies.length / durationS,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures,
  };
}

/** One request, its answer read to the end; true for a 2xx answer or a 304 (a feed's poll). */
function send(
  agent: http.Agent,
  request: PacedRequest,
  token: string,
  headers: Record<string, string> = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request(
      request.url,
      {
        method: request.method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(ok(res.statusCode!)));
        res.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    req.end(request.body);
  });
}

function ok(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
