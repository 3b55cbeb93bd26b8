import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useForTests } from '../../../test/use-for-tests.ts';

// Local stand-ins for what webhooks post to: each checks a request the way its service's
// documentation describes it and answers as the service does (a wrong request gets the
// service's 400), so a delivery only counts as delivered when the format is right.
// - standard: any JSON body, 2xx (Standard Webhooks receivers verify the signature themselves)
// - Discord, "Execute Webhook": POST JSON with `content` (≤ 2000 characters) and/or `embeds`;
//   204 No Content.
// - Slack, incoming webhooks: POST JSON with `text`, optional `blocks` of layout blocks; 200 `ok`.
// - Telegram Bot API, sendMessage: POST /bot<token>/sendMessage, JSON `chat_id` and `text`;
//   200 { ok: true, result: Message }.
// - Matrix client-server API: PUT /_matrix/client/v3/rooms/{roomId}/send/m.room.message/{txnId}
//   with `Authorization: Bearer <access token>`, JSON `msgtype` and `body`; 200 { event_id }.

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: unknown;
}

export type ServiceKind = 'standard' | 'discord' | 'slack' | 'telegram' | 'matrix';

export interface FakeReceiver {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedRequest[];
  /** The answers accepted so far (the format was right and no failure was planned). */
  accepted: ReceivedRequest[];
  /** Answer the next `count` requests with this status (a failure to retry). */
  failNext(count: number, status?: number): void;
  /** Resolves once `count` requests were accepted. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

const TELEGRAM_TOKEN = /^\/bot(\d+:[A-Za-z0-9_-]+)\/sendMessage$/;
const MATRIX_SEND = /^\/_matrix\/client\/v3\/rooms\/([^/]+)\/send\/m\.room\.message\/([^/]+)$/;

/** What the service says to a request: its status and body, or a 400 naming what is wrong. */
function judge(
  kind: ServiceKind,
  request: ReceivedRequest,
  expect: { token?: string; roomId?: string },
): { status: number; body: string } {
  const bad = (message: string) => ({ status: 400, body: JSON.stringify({ message }) });
  const json = request.json as Record<string, unknown> | undefined;
  if (!String(request.headers['content-type']).startsWith('application/json') || !json) {
    return bad('expected a JSON body');
  }
  switch (kind) {
    case 'standard':
      return request.method === 'POST' ? { status: 200, body: '' } : bad('expected POST');
    case 'discord': {
      const content = json.content;
      const hasContent =
        typeof content === 'string' && content.length > 0 && content.length <= 2000;
      const hasEmbeds = Array.isArray(json.embeds) && json.embeds.length <= 10;
      if (request.method !== 'POST' || (!hasContent && !hasEmbeds)) {
        return bad('Cannot send an empty message');
      }
      return { status: 204, body: '' };
    }
    case 'slack': {
      if (request.method !== 'POST' || typeof json.text !== 'string' || json.text === '') {
        return { status: 400, body: 'no_text' };
      }
      const blocks = json.blocks;
      if (
        blocks !== undefined &&
        !(
          Array.isArray(blocks) &&
          blocks.every(
            (block: { type?: unknown; text?: { type?: unknown; text?: unknown } }) =>
              block.type === 'section' &&
              (block.text?.type === 'mrkdwn' || block.text?.type === 'plain_text') &&
              typeof block.text.text === 'string',
          )
        )
      ) {
        return { status: 400, body: 'invalid_blocks' };
      }
      return { status: 200, body: 'ok' };
    }
    case 'telegram': {
      const token = TELEGRAM_TOKEN.exec(request.path)?.[1];
      if (request.method !== 'POST' || token !== expect.token) {
        return {
          status: 404,
          body: JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }),
        };
      }
      if (json.chat_id === undefined || typeof json.text !== 'string' || json.text === '') {
        return {
          status: 400,
          body: JSON.stringify({
            ok: false,
            error_code: 400,
            description: 'Bad Request: message text is empty',
          }),
        };
      }
      return {
        status: 200,
        body: JSON.stringify({
          ok: true,
          result: { message_id: 1, chat: { id: json.chat_id }, text: json.text },
        }),
      };
    }
    case 'matrix': {
      const match = MATRIX_SEND.exec(request.path);
      if (request.method !== 'PUT' || !match) return bad('M_UNRECOGNIZED');
      if (request.headers.authorization !== `Bearer ${expect.token}`) {
        return { status: 401, body: JSON.stringify({ errcode: 'M_UNKNOWN_TOKEN' }) };
      }
      if (decodeURIComponent(match[1]!) !== expect.roomId) {
        return { status: 403, body: JSON.stringify({ errcode: 'M_FORBIDDEN' }) };
      }
      if (json.msgtype !== 'm.text' || typeof json.body !== 'string' || json.body === '') {
        return bad('M_BAD_JSON');
      }
      return { status: 200, body: JSON.stringify({ event_id: `$${match[2]}` }) };
    }
  }
}

export async function startFakeReceiver(
  kind: ServiceKind,
  expect: { token?: string; roomId?: string } = {},
): Promise<FakeReceiver> {
  const received: ReceivedRequest[] = [];
  const accepted: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const request = { method: req.method!, path: req.url!, headers: req.headers, body, json };
      received.push(request);
      let answer = judge(kind, request, expect);
      if (answer.status < 300 && failures.count > 0) {
        failures.count--;
        answer = { status: failures.status, body: 'try again later' };
      }
      if (answer.status < 300) accepted.push(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      waiters.forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    accepted,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    waitForAccepted(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (accepted.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(accepted.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `${kind}: ${accepted.length} of ${count} requests accepted; got ${received.map((r) => r.body).join(' | ')}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A fake for the tests of the enclosing describe block. */
export function useFakeReceiver(
  kind: ServiceKind,
  expect: { token?: string; roomId?: string } = {},
): FakeReceiver {
  return useForTests(
    () => startFakeReceiver(kind, expect),
    (fake) => fake.close(),
  );
}
