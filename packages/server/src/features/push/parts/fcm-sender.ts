import { ANSWER_PUSH_CATEGORY, type PushMessage } from '@turnout/domain';
import { SignJWT } from 'jose';
import type { FcmCredentials } from './native-credentials.ts';
import { retryOrFail, sendWithRetries, type Attempt, type RetryingSenderOptions } from './retry.ts';
import type { PushSender, PushTarget } from './sender.ts';

// Android pushes through FCM's HTTP v1 API. The service account signs a JWT (RS256) that
// Google's token endpoint trades for an hour's access token (the OAuth 2.0 JWT bearer grant,
// RFC 7523); each message is one POST to projects/{id}/messages:send with that token.
// jose signs the assertion: Google's own auth library fixes the token endpoint's address, which
// the tests need to point at a local fake (docs/decisions, native push).

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;
/** The Android notification channel the shell creates (lib/native/capacitor-bridge.ts). */
export const ANDROID_CHANNEL_ID = 'attendance';
/** The notification category of a push with answer actions, for both shells (docs/native.md). */
export const ANSWER_CATEGORY = ANSWER_PUSH_CATEGORY;
/** A day's news is stale after a day, as for Web Push. */
const TTL = '86400s';

/** The collapse key of a group's day: a newer change replaces the older on the device. */
export function collapseKeyOf(message: PushMessage): string {
  return `${message.groupId}-${message.timestamp}`;
}

/**
 * The v1 message for a token (FCM data values are strings). A push with the answer actions is
 * data only, its title and body in the data: Android shows a notification payload itself,
 * without buttons, so the shell's own service (AnswerMessagingService) builds that one.
 */
export function fcmMessage(token: string, message: PushMessage) {
  const collapseKey = collapseKeyOf(message);
  const withButtons = message.actions !== undefined;
  return {
    message: {
      token,
      ...(withButtons ? {} : { notification: { title: message.title, body: message.body } }),
      data: {
        targetPath: message.targetPath,
        groupId: message.groupId,
        timestamp: String(message.timestamp),
        attendance: String(message.attendance),
        ...(message.kind ? { kind: message.kind } : {}),
        // The answer actions (docs/native.md#answering-from-a-notification): the shell shows
        // them as the `answer` category's buttons and posts the chosen action's token.
        ...(message.actions
          ? {
              category: ANSWER_CATEGORY,
              actions: JSON.stringify(message.actions),
              title: message.title,
              body: message.body,
            }
          : {}),
      },
      android: {
        collapse_key: collapseKey,
        priority: 'HIGH',
        ttl: TTL,
        ...(withButtons
          ? {}
          : { notification: { channel_id: ANDROID_CHANNEL_ID, tag: collapseKey } }),
      },
    },
  };
}

/** An access token, fetched when first needed and again shortly before it expires. */
class AccessToken {
  private cached: { token: string; expiresAt: number } | undefined;
  private fetching: Promise<string> | undefined;
  private readonly credentials: FcmCredentials;
  constructor(credentials: FcmCredentials) {
    this.credentials = credentials;
  }

  async get(): Promise<string> {
    if (this.cached && this.cached.expiresAt > Date.now() + 60_000) return this.cached.token;
    // Pushes sent together share one exchange.
    this.fetching ??= this.fetchToken()
      .then((fresh) => (this.cached = fresh).token)
      .finally(() => (this.fetching = undefined));
    return this.fetching;
  }

  /** Drops the token (the API refused it); the next get() fetches another. */
  invalidate(): void {
    this.cached = undefined;
  }

  private async fetchToken() {
    const { clientEmail, privateKey, privateKeyId, tokenUrl } = this.credentials;
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(privateKeyId && { kid: privateKeyId }) })
      .setIssuer(clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new Error(`FCM token exchange answered ${response.status} ${body.error ?? ''}`.trim());
    }
    return {
      token: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
  }
}

interface FcmError {
  error?: { status?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

function fcmErrorCode(body: FcmError): string | undefined {
  return body.error?.details?.find((detail) => detail.errorCode)?.errorCode ?? body.error?.status;
}

export function createFcmSender(
  options: RetryingSenderOptions & { credentials: FcmCredentials },
): PushSender {
  const { credentials } = options;
  const accessToken = new AccessToken(credentials);
  const url = `${credentials.apiUrl}/v1/projects/${encodeURIComponent(credentials.projectId)}/messages:send`;

  async function attempt(target: PushTarget, message: PushMessage): Promise<Attempt> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken.get()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(fcmMessage(target.token, message)),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as FcmError;
    if (response.ok) return { outcome: 'delivered' };
    const code = fcmErrorCode(body);
    if (response.status === 404 || code === 'UNREGISTERED') return { outcome: 'gone' };
    if (response.status === 401) {
      accessToken.invalidate();
      return {};
    }
    return retryOrFail('FCM', options.log, {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      reason: code,
    });
  }

  return { send: sendWithRetries('FCM', attempt, options) };
}
