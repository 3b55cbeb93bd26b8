import autocannon from 'autocannon';

// One load run with autocannon: `connections` keep-alive clients, each signed in as a different
// member (bearer token), for `durationS` seconds after an unrecorded warm-up. Latency
// percentiles come from every response's time (autocannon's own summary has no p95).

export interface LoadOptions {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  /** The path (and query) of each request for the connection's member; `url`'s when unset. */
  path?: (token: string) => string;
  connections: number;
  tokens: string[];
  durationS: number;
  warmUpS: number;
  /** A fresh body for every request. */
  body?: () => string;
  /** Sent with every request, besides the token and the content type. */
  headers?: Record<string, string>;
  /** Resolves once the server has worked off what the warm-up left queued. */
  settle: () => Promise<unknown>;
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  failures: number;
}

export async function measure(options: LoadOptions): Promise<Measurement> {
  if (options.warmUpS > 0) {
    await run(options, options.warmUpS);
    await options.settle();
  }
  return run(options, options.durationS);
}

async function run(options: LoadOptions, durationS: number): Promise<Measurement> {
  const latencies: number[] = [];
  let clientIndex = 0;
  const cannon: autocannon.Options = {
    url: options.url,
    connections: options.connections,
    duration: durationS,
    // A slow answer is a measurement, not a failure; only a stuck server should time out.
    timeout: 60,
    requests: [
      {
        method: options.method,
        // `context` belongs to one connection: each connection signs in as its own member.
        setupRequest(request, context: { token?: string }) {
          context.token ??= options.tokens[clientIndex++ % options.tokens.length];
          return {
            ...request,
            headers: {
              ...request.headers,
              ...options.headers,
              authorization: `Bearer ${context.token}`,
              'content-type': 'application/json',
            },
            ...(options.body ? { body: options.body() } : {}),
            ...(options.path ? { path: options.path(context.token!) } : {}),
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(cannon, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
