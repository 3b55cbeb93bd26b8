import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { z } from 'zod';
import { startOnLoopback, tokenScript, type ScriptedFailure } from './fake-push-service.ts';

// Google's side of FCM on loopback, checking what Google checks: the OAuth 2.0 token endpoint
// verifies the service account's JWT assertion (RS256, with the account's public key: issuer,
// audience, scope, an hour at most) and hands out access tokens; the HTTP v1 send endpoint wants
// one of those, the right project and a message that fits the v1 schema. Tokens can be made
// dead (404 UNREGISTERED) or given scripted failures (429/5xx with Retry-After).

export interface ServiceAccount {
  /** The key file as the Firebase console gives it. */
  json: string;
  clientEmail: string;
  projectId: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

// The parts of the v1 Message our sender may use; unknown fields are refused, as Google does.
const stringMap = z.record(z.string(), z.string());
const messageSchema = z
  .strictObject({
    token: z.string().min(1),
    notification: z.strictObject({ title: z.string(), body: z.string() }).partial().optional(),
    data: stringMap
      .refine(
        (data) =>
          Object.keys(data).every(
            (key) =>
              !['from', 'notification', 'message_type'].includes(key) &&
              !/^(google|gcm)\./.test(key),
          ),
        'reserved data key',
      )
      .optional(),
    android: z
      .strictObject({
        collapse_key: z.string().optional(),
        priority: z.enum(['NORMAL', 'HIGH']).optional(),
        ttl: z
          .string()
          .regex(/^\d+(\.\d{1,9})?s$/)
          .optional(),
        notification: z
          .strictObject({
            channel_id: z.string().optional(),
            tag: z.string().optional(),
            title: z.string().optional(),
            body: z.string().optional(),
          })
          .optional(),
      })
      .optional(),
  })
  .refine((message) => (message.android?.collapse_key?.length ?? 0) <= 256, 'collapse_key');
export type FcmMessage = z.infer<typeof messageSchema>;

export interface FakeFcm {
  account: ServiceAccount;
  /** The token endpoint (FCM_TOKEN_URL) and the API origin (FCM_API_URL). */
  tokenUrl: string;
  apiUrl: string;
  received: FcmMessage[];
  /** Every refusal with its reason (a test of a correct sender expects none). */
  rejected: string[];
  tokenExchanges: number;
  /** The token is no longer registered: 404 UNREGISTERED from now on. */
  unregister(token: string): void;
  /** The next sends to `token` answer these statuses (then it is delivered). */
  failNext(token: string, ...failures: ScriptedFailure[]): void;
  /** Refuses the current access tokens (as after a key rotation): 401 until exchanged again. */
  revokeAccessTokens(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function fcmError(status: number, code: string, errorCode?: string) {
  return {
    error: {
      code: status,
      status: code,
      message: code,
      details: errorCode
        ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }]
        : [],
    },
  };
}

/** A service account with a new key; the same email with another key is a forger. */
export function createFakeServiceAccount(
  projectId = 'turnout-test',
  clientEmail = `turnout-push@${projectId}.iam.gserviceaccount.com`,
): {
  account: ServiceAccount;
  publicKey: KeyObject;
  keyId: string;
} {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = randomBytes(20).toString('hex');
  const json = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: keyId,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: clientEmail,
    client_id: '1234567890',
    token_uri: 'https://oauth2.googleapis.com/token',
  });
  return { account: { json, clientEmail, projectId }, publicKey, keyId };
}

export async function startFakeFcm(): Promise<FakeFcm> {
  const { account, publicKey, keyId } = createFakeServiceAccount();
  const accessTokens = new Set<string>();
  const script = tokenScript<true>();
  const received: FcmMessage[] = [];
  const rejected: string[] = [];
  let tokenExchanges = 0;
  let origin = '';

  async function exchange(request: IncomingMessage, response: ServerResponse) {
    const refuse = (why: string) => {
      rejected.push(`token: ${why}`);
      answer(response, 400, { error: 'invalid_grant', error_description: why });
    };
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return refuse('not form-encoded');
    }
    const form = new URLSearchParams(await readBody(request));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return refuse('wrong grant_type');
    }
    const assertion = form.get('assertion') ?? '';
    try {
      const header = decodeProtectedHeader(assertion);
      if (header.kid !== undefined && header.kid !== keyId) return refuse('unknown kid');
      const { payload } = await jwtVerify(assertion, publicKey, {
        algorithms: ['RS256'],
        issuer: account.clientEmail,
        audience: `${origin}/token`,
        requiredClaims: ['iat', 'exp'],
      });
      if (payload.exp! - payload.iat! > 3600) return refuse('lives longer than an hour');
      if (
        !String(payload.scope ?? '')
          .split(' ')
          .includes(SCOPE)
      )
        return refuse('scope');
    } catch (error) {
      return refuse(`invalid JWT (${(error as Error).message})`);
    }
    tokenExchanges += 1;
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.add(accessToken);
    answer(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  async function send(request: IncomingMessage, response: ServerResponse, project: string) {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      rejected.push('send: no valid access token');
      return answer(response, 401, fcmError(401, 'UNAUTHENTICATED'));
    }
    if (project !== account.projectId) {
      rejected.push(`send: project ${project}`);
      return answer(response, 403, fcmError(403, 'PERMISSION_DENIED', 'SENDER_ID_MISMATCH'));
    }
    let parsed;
    try {
      parsed = z
        .strictObject({ message: messageSchema })
        .safeParse(JSON.parse(await readBody(request)));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      rejected.push(`send: invalid message ${parsed?.error.message ?? 'not JSON'}`);
      return answer(response, 400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'));
    }
    const { message } = parsed.data;
    if (script.dead(message.token)) {
      return answer(response, 404, fcmError(404, 'NOT_FOUND', 'UNREGISTERED'));
    }
    const failure = script.nextFailure(message.token);
    if (failure) {
      const code = failure.status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE';
      const errorCode = failure.status === 429 ? 'QUOTA_EXCEEDED' : 'UNAVAILABLE';
      return answer(
        response,
        failure.status,
        fcmError(failure.status, code, errorCode),
        failure.headers,
      );
    }
    received.push(message);
    answer(response, 200, { name: `projects/${project}/messages/${randomUUID()}` });
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    const sendPath = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
    if (request.method === 'POST' && path === '/token') return void exchange(request, response);
    if (request.method === 'POST' && sendPath) return void send(request, response, sendPath[1]!);
    rejected.push(`unknown request ${request.method} ${path}`);
    answer(response, 404, fcmError(404, 'NOT_FOUND'));
  });
  origin = await startOnLoopback(server);

  return {
    account,
    tokenUrl: `${origin}/token`,
    apiUrl: origin,
    received,
    rejected,
    get tokenExchanges() {
      return tokenExchanges;
    },
    unregister: (token) => script.kill(token, true),
    failNext: script.failNext,
    revokeAccessTokens: () => accessTokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
