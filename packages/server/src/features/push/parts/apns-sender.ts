import http2 from 'node:http2';
import type { PushMessage } from '@turnout/domain';
import { SignJWT } from 'jose';
import { ANSWER_CATEGORY, collapseKeyOf } from './fcm-sender.ts';
import type { ApnsCredentials } from './native-credentials.ts';
import { retryOrFail, sendWithRetries, type Attempt, type RetryingSenderOptions } from './retry.ts';
import type { PushSender, PushTarget } from './sender.ts';

// iOS pushes through APNs directly (docs/decisions, APNs on iOS): HTTP/2 POSTs to
// /3/device/{token} on one kept connection, authenticated by an ES256 JWT signed with the team's
// .p8 key. Apple refuses a token older than an hour and one renewed more often than every 20
// minutes, so it is signed once and reused for 50.

const TOKEN_LIFETIME_MS = 50 * 60 * 1000;
const TIMEOUT_MS = 10_000;
const TTL_SECONDS = 24 * 60 * 60;

/** The JSON payload: the alert, plus the fields the shell's tap handler reads. */
export function apnsPayload(message: PushMessage) {
  return {
    aps: {
      alert: { title: message.title, body: message.body },
      sound: 'default',
      // The shell's UNNotificationCategory with the two answers (docs/native.md).
      ...(message.actions ? { category: ANSWER_CATEGORY } : {}),
    },
    targetPath: message.targetPath,
    groupId: message.groupId,
    timestamp: message.timestamp,
    attendance: message.attendance,
    ...(message.kind ? { kind: message.kind } : {}),
    ...(message.actions ? { actions: message.actions } : {}),
  };
}

/**
 * Apple's reasons for a token that will never take a push again: the app was removed
 * (Unregistered, with 410), or the token is not a device token of this environment
 * (BadDeviceToken, with 400). Like FCM's UNREGISTERED, its record is deleted.
 */
const DEAD_TOKEN_REASONS = new Set(['Unregistered', 'BadDeviceToken']);

function isDeadTokenReason(reason: string | undefined): boolean {
  return reason !== undefined && DEAD_TOKEN_REASONS.has(reason);
}

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

export function createApnsSender(
  options: RetryingSenderOptions & { credentials: ApnsCredentials },
): PushSender & { close(): void } {
  const { credentials } = options;
  let session: http2.ClientHttp2Session | undefined;
  let jwt: { value: Promise<string>; signedAt: number } | undefined;

  function providerToken(): Promise<string> {
    if (!jwt || Date.now() - jwt.signedAt > TOKEN_LIFETIME_MS) {
      const value = new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: credentials.keyId })
        .setIssuer(credentials.teamId)
        .setIssuedAt()
        .sign(credentials.key);
      jwt = { value, signedAt: Date.now() };
    }
    return jwt.value;
  }

  function connection(): http2.ClientHttp2Session {
    if (!session || session.closed || session.destroyed) {
      const current = http2.connect(credentials.url);
      // A dropped connection is opened again by the next push; its error is that push's.
      current.on('error', () => undefined);
      current.on('close', () => session === current && (session = undefined));
      current.unref();
      session = current;
    }
    return session;
  }

  function post(path: string, headers: http2.OutgoingHttpHeaders, body: string) {
    return new Promise<Answer>((resolve, reject) => {
      const stream = connection().request({ ':method': 'POST', ':path': path, ...headers });
      stream.setTimeout(TIMEOUT_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      let responseHeaders: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => (responseHeaders = h));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({
          status: Number(responseHeaders[':status'] ?? 0),
          headers: responseHeaders,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      stream.on('error', reject);
      stream.on('close', () => {
        if (!responseHeaders[':status']) reject(new Error('APNs closed the stream unanswered'));
      });
      stream.end(body);
    });
  }

  async function attempt(target: PushTarget, message: PushMessage): Promise<Attempt> {
    const answer = await post(
      `/3/device/${encodeURIComponent(target.token)}`,
      {
        authorization: `bearer ${await providerToken()}`,
        'apns-topic': credentials.topic,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-expiration': String(Math.floor(Date.now() / 1000) + TTL_SECONDS),
        'apns-collapse-id': collapseKeyOf(message),
        'content-type': 'application/json',
      },
      JSON.stringify(apnsPayload(message)),
    );
    if (answer.status === 200) return { outcome: 'delivered' };
    const reason = (JSON.parse(answer.body || '{}') as { reason?: string }).reason;
    if (answer.status === 410 || isDeadTokenReason(reason)) return { outcome: 'gone' };
    if (answer.status === 403 && reason === 'ExpiredProviderToken') {
      jwt = undefined;
      return {};
    }
    const retryAfter = answer.headers['retry-after'];
    return retryOrFail('APNs', options.log, {
      status: answer.status,
      retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      reason,
    });
  }

  return {
    send: sendWithRetries('APNs', attempt, options),
    close: () => session?.close(),
  };
}
