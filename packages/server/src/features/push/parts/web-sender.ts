import http from 'node:http';
import https from 'node:https';
import type { PushMessage } from '@turnout/domain';
import webpush from 'web-push';
import { assertPublicIfAddress, isPushServiceHost, publicOnlyLookup } from './endpoints.ts';
import type { PushOutcome, PushSender, PushTarget } from './sender.ts';
import type { VapidDetails } from './vapid.ts';

// Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291).
// `web-push` signs and encrypts; the request goes out through node:https with a whole-request
// timeout, never follows a redirect, and connects only to a push service's host (the
// PUSH_SERVICE_HOSTS list) at a public address checked when it connects (endpoints.ts).

/** How long a push service keeps an undelivered message: after a day the news is stale. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

interface Logger {
  warn(message: string): void;
}

export interface WebPushSenderOptions {
  vapid: () => Promise<VapidDetails>;
  log: Logger;
  /** Config.push.serviceHosts. */
  serviceHosts: readonly string[];
  /**
   * Tests only (buildApp's `testing` option, never a setting): lets pushes reach the fake push
   * service on loopback. Production always checks the address.
   */
  allowPrivateAddresses?: boolean;
}

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  // This sender's own connections: one checked at connect time is reused only by its pushes.
  const agents = {
    'https:': new https.Agent({ keepAlive: true }),
    'http:': new http.Agent({ keepAlive: true }),
  };
  return {
    close() {
      agents['https:'].destroy();
      agents['http:'].destroy();
    },
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      if (!target.subscription) return 'gone';
      const endpoint = new URL(target.subscription.endpoint);
      // Stored before the list was narrowed, or written around the route: never pushed to.
      if (!isPushServiceHost(endpoint.hostname, options.serviceHosts)) return 'gone';
      if (!options.allowPrivateAddresses) assertPublicIfAddress(endpoint.hostname);
      const request = webpush.generateRequestDetails(target.subscription, JSON.stringify(message), {
        vapidDetails: await options.vapid(),
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      });
      const status = await post(endpoint, request.headers, request.body, {
        lookup: options.allowPrivateAddresses ? undefined : publicOnlyLookup,
        agent: endpoint.protocol === 'https:' ? agents['https:'] : agents['http:'],
      });
      if (status >= 200 && status < 300) return 'delivered';
      if (status === 404 || status === 410) return 'gone';
      options.log.warn(`web push: ${endpoint.host} answered ${status}`);
      return 'failed';
    },
  };
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  options: { lookup: typeof publicOnlyLookup | undefined; agent: http.Agent },
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers,
        agent: options.agent,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
