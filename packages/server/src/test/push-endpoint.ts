import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { WebPushSubscription } from '@turnout/domain';
import type { Database } from '../db/client.ts';
import type { TestAppOptions } from './app.ts';
import { storeSessionPushRecord, type SignedInUser } from './factories.ts';
import { startOnLoopback } from './fake-push-service.ts';
import { useForTests } from './use-for-tests.ts';
import { waitUntil } from './wait-until.ts';

// A push service on loopback for tests: it checks each request the way a real one does (a VAPID
// JWT signed with ES256 by the key it names, RFC 8292) and decrypts the aes128gcm payload with
// the subscription's private key (RFC 8291 / RFC 8188), so delivery is verified end to end.

export interface ReceivedPush {
  subscriptionName: string;
  /** The VAPID public key the request was signed with (base64url). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  message: unknown;
}

export interface TestSubscription {
  name: string;
  subscription: WebPushSubscription;
  /** The JSON a browser would hand over as the token. */
  token: string;
}

export interface PushEndpoint {
  url: string;
  received: ReceivedPush[];
  /** Requests that failed verification (a test expects none). */
  rejected: string[];
  /** A new subscription; the endpoint answers its pushes with `status` (default 201). */
  subscribe(name: string, options?: { status?: number }): TestSubscription;
  setStatus(name: string, status: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  status: number;
}

/**
 * A test app that may push to this service: it listens on loopback, listed as a push service
 * host and reachable through the test-only switch that production never sets.
 */
export function pushingToLoopback(options: TestAppOptions = {}): TestAppOptions {
  return {
    ...options,
    env: { PUSH_SERVICE_HOSTS: '127.0.0.1', ...options.env },
    testing: { pushToPrivateAddresses: true, ...options.testing },
  };
}

export const PUSH_TO_LOOPBACK = pushingToLoopback();

/** A new subscription of the user's signed-in session to the service, its record stored. */
export async function subscribeSession(
  db: Database,
  service: PushEndpoint,
  user: SignedInUser,
  name: string,
  options: { status?: number; now?: Date } = {},
): Promise<TestSubscription> {
  const sub = service.subscribe(name, { status: options.status });
  await storeSessionPushRecord(db, user, {
    token: sub.token,
    platform: 'web',
    subscription: sub.subscription,
    now: options.now,
  });
  return sub;
}

/** The service for the tests of the enclosing describe block (useForTests). */
export function usePushEndpoint(): PushEndpoint {
  return useForTests(startPushEndpoint, (service) => service.close());
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const keys = new Map<string, Keys>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters = new Set<() => void>();
  let url = '';

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const entry = keys.get(name);
      try {
        if (!entry) throw new Error(`unknown subscription ${name}`);
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        const vapid = verifyVapid(request.headers.authorization, url);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        }
        const plaintext = decryptAes128gcm(body, entry.ecdh, entry.auth);
        if (entry.status >= 200 && entry.status < 300) {
          received.push({
            subscriptionName: name,
            vapidKey: vapid.key,
            claims: vapid.claims,
            ttl: header(request, 'ttl'),
            urgency: header(request, 'urgency'),
            message: JSON.parse(plaintext.toString('utf8')),
          });
        }
        response.writeHead(entry.status).end();
      } catch (error) {
        rejected.push(`${name}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
      waiters.forEach((waiter) => waiter());
    });
  });
  url = await startOnLoopback(server);

  return {
    url,
    received,
    rejected,
    subscribe(name, options = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(name, { ecdh, auth, status: options.status ?? 201 });
      const subscription = {
        endpoint: `${url}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
      return { name, subscription, token: JSON.stringify(subscription) };
    },
    setStatus(name, status) {
      const entry = keys.get(name);
      if (entry) entry.status = status;
    },
    waitFor(count, timeoutMs = 5000) {
      return waitUntil(
        waiters,
        () => (received.length + rejected.length < count ? undefined : { value: received }),
        timeoutMs,
        () => new Error(`expected ${count} pushes, got ${received.length} (${rejected})`),
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3). */
function verifyVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`authorization ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (header.alg !== 'ES256' || header.typ !== 'JWT') throw new Error(`jwt header ${header}`);
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}, expected ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { key, claims: claims as ReceivedPush['claims'] };
}

/** RFC 8291 §3.4 key derivation and RFC 8188 decryption of a single record. */
export function decryptAes128gcm(
  body: Buffer,
  receiver: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid length ${idLength}`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const ecdhSecret = receiver.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end);
}
