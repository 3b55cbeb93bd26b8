import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http2 from 'node:http2';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { startOnLoopback, tokenScript, type ScriptedFailure } from './fake-push-service.ts';

// APNs on loopback (HTTP/2 without TLS, which node:http2 speaks as h2c), checking a request the
// way Apple documents: the provider token (ES256 JWT, `kid` the key id, `iss` the team, issued
// within the hour, by the .p8 key), the apns-topic, apns-push-type, apns-priority,
// apns-expiration and apns-collapse-id headers, and the payload (JSON, an alert, 4 KB at most).
// Answers with Apple's status codes and reasons; tokens can be made dead (410 Unregistered),
// refused as another environment's (400 BadDeviceToken) or given scripted failures (429/5xx
// with Retry-After).

export interface ApnsRequest {
  token: string;
  headers: Record<string, string>;
  payload: { aps: { alert: { title: string; body: string } } } & Record<string, unknown>;
}

export interface FakeApns {
  url: string;
  /** The credentials' settings: APNS_KEY (PEM), APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC. */
  env: Record<'APNS_KEY' | 'APNS_KEY_ID' | 'APNS_TEAM_ID' | 'APNS_TOPIC' | 'APNS_URL', string>;
  received: ApnsRequest[];
  /** Refusals with their reason (a test of a correct sender expects none). */
  rejected: string[];
  /** How many connections senders opened (a sender keeps one). */
  connections: number;
  unregister(token: string): void;
  /** Answers the token 400 BadDeviceToken, as Apple answers a token of the other environment. */
  refuseToken(token: string): void;
  failNext(token: string, ...failures: ScriptedFailure[]): void;
  close(): Promise<void>;
}

const KEY_ID = 'ABC123DEFG';
const TEAM_ID = 'TEAM123456';
const TOPIC = 'app.turnout';

export async function startFakeApns(): Promise<FakeApns> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const received: ApnsRequest[] = [];
  const rejected: string[] = [];
  const script = tokenScript<{ status: number; reason: string }>();
  let connections = 0;

  async function check(headers: http2.IncomingHttpHeaders, body: string) {
    const auth = /^bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    if (!auth) return { status: 403, reason: 'MissingProviderToken' };
    try {
      const header = decodeProtectedHeader(auth);
      if (header.kid !== KEY_ID) return { status: 403, reason: 'InvalidProviderToken' };
      const { payload } = await jwtVerify(auth, publicKey, {
        algorithms: ['ES256'],
        issuer: TEAM_ID,
        requiredClaims: ['iat'],
      });
      if (Date.now() / 1000 - payload.iat! > 3600) {
        return { status: 403, reason: 'ExpiredProviderToken' };
      }
    } catch {
      return { status: 403, reason: 'InvalidProviderToken' };
    }
    if (!headers['apns-topic']) return { status: 400, reason: 'MissingTopic' };
    if (headers['apns-topic'] !== TOPIC) return { status: 400, reason: 'TopicDisallowed' };
    const pushType = headers['apns-push-type'];
    if (!['alert', 'background'].includes(String(pushType))) {
      return { status: 400, reason: 'InvalidPushType' };
    }
    const priority = headers['apns-priority'] ?? '10';
    if (!['10', '5', '1'].includes(String(priority))) return { status: 400, reason: 'BadPriority' };
    if (pushType === 'background' && priority !== '5') {
      return { status: 400, reason: 'BadPriority' };
    }
    const expiration = headers['apns-expiration'];
    if (expiration !== undefined && !/^\d+$/.test(String(expiration))) {
      return { status: 400, reason: 'BadExpirationDate' };
    }
    const collapse = headers['apns-collapse-id'];
    if (collapse !== undefined && Buffer.byteLength(String(collapse)) > 64) {
      return { status: 400, reason: 'BadCollapseId' };
    }
    if (Buffer.byteLength(body) > 4096) return { status: 413, reason: 'PayloadTooLarge' };
    let payload: ApnsRequest['payload'];
    try {
      payload = JSON.parse(body) as ApnsRequest['payload'];
    } catch {
      return { status: 400, reason: 'BadPayload' };
    }
    if (pushType === 'alert' && !payload.aps?.alert) return { status: 400, reason: 'PayloadEmpty' };
    return { status: 200, payload };
  }

  const server = http2.createServer();
  server.on('session', () => (connections += 1));
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      void (async () => {
        const reply = (status: number, body?: object, extra: Record<string, string> = {}) => {
          stream.respond({ ':status': status, 'apns-id': randomUUID(), ...extra });
          stream.end(body ? JSON.stringify(body) : undefined);
        };
        const path = String(headers[':path']);
        const token = /^\/3\/device\/([^/?]+)$/.exec(path)?.[1];
        if (headers[':method'] !== 'POST' || !token) {
          rejected.push(`unknown request ${headers[':method']} ${path}`);
          return reply(404, { reason: 'BadPath' });
        }
        if (!/^[0-9a-f]{64,200}$/i.test(token)) {
          rejected.push('BadDeviceToken');
          return reply(400, { reason: 'BadDeviceToken' });
        }
        const result = await check(headers, Buffer.concat(chunks).toString('utf8'));
        if (!result.payload) {
          rejected.push(result.reason!);
          return reply(result.status, { reason: result.reason });
        }
        const gone = script.dead(token);
        if (gone) {
          // A 410 says since when the token is no longer valid.
          const since = gone.status === 410 ? { timestamp: Date.now() } : {};
          return reply(gone.status, { reason: gone.reason, ...since });
        }
        const failure = script.nextFailure(token);
        if (failure) {
          const reason = failure.status === 429 ? 'TooManyRequests' : 'ServiceUnavailable';
          return reply(failure.status, { reason }, failure.headers);
        }
        const flat = Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => name.startsWith('apns-'))
            .map(([name, value]) => [name, String(value)]),
        );
        received.push({ token, headers: flat, payload: result.payload });
        reply(200);
      })();
    });
  });
  const url = await startOnLoopback(server);

  return {
    url,
    env: {
      APNS_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      APNS_KEY_ID: KEY_ID,
      APNS_TEAM_ID: TEAM_ID,
      APNS_TOPIC: TOPIC,
      APNS_URL: url,
    },
    received,
    rejected,
    get connections() {
      return connections;
    },
    unregister: (token) => script.kill(token, { status: 410, reason: 'Unregistered' }),
    refuseToken: (token) => script.kill(token, { status: 400, reason: 'BadDeviceToken' }),
    failNext: script.failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
