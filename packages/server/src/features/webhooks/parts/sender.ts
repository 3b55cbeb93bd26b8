import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  assertPublicIfAddress,
  ForbiddenAddressError,
  publicOnlyLookup,
} from '../../push/parts/endpoints.ts';
import type { WebhookRequest } from './presets.ts';

// One webhook request over HTTP(S), only to public addresses (the push endpoint filter,
// features/push/endpoints.ts): an address given as the host is checked before connecting, a
// name when it is resolved, so a name that points inward is refused too. Hosts the operator
// lists in WEBHOOK_PRIVATE_HOSTS skip the check (a chat server on the club's own network).

export { ForbiddenAddressError };

const TIMEOUT_MS = 10_000;
/** Enough of an answer for the delivery log. */
const KEEP_ANSWER = 300;

export interface WebhookAnswer {
  status: number;
  body: string;
}

export function mayBePrivate(hostname: string, privateHosts: readonly string[]): boolean {
  return privateHosts.includes(hostname.toLowerCase().replace(/^\[|\]$/g, ''));
}

export async function sendWebhookRequest(
  request: WebhookRequest,
  options: { privateHosts: readonly string[]; timeoutMs?: number },
): Promise<WebhookAnswer> {
  const url = new URL(request.url);
  const open = !mayBePrivate(url.hostname, options.privateHosts);
  if (open) assertPublicIfAddress(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        timeout: options.timeoutMs ?? TIMEOUT_MS,
        ...(open ? { lookup: publicOnlyLookup as LookupFunction } : {}),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < KEEP_ANSWER) body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: body.slice(0, KEEP_ANSWER) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
