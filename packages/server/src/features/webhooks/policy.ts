import { TELEGRAM_API_URL, type CreateWebhookInput } from '@turnout/domain';
import type { WebhookTarget } from '../../db/schema-connect.ts';
import { ApiError } from '../../http/api-error.ts';
import { isPublicAddress } from '../push/parts/endpoints.ts';
import { mayBePrivate } from './parts/sender.ts';
import { isIP } from 'node:net';

// What a new webhook must name (docs/decisions/042-webhooks.md): an https address (plain http
// only for a host the operator lists as private), not an address that is plainly private, and
// what its preset needs besides (a Telegram chat and bot token, a Matrix room and access token).
// Names are checked again when each delivery connects (sender.ts).

const NEEDS: Record<CreateWebhookInput['preset'], (keyof CreateWebhookInput)[]> = {
  standard: ['url'],
  discord: ['url'],
  slack: ['url'],
  telegram: ['token', 'chatId'],
  matrix: ['url', 'token', 'roomId'],
};

export function checkWebhookInput(
  input: CreateWebhookInput,
  privateHosts: readonly string[],
): { url: string; target: WebhookTarget } {
  const missing = NEEDS[input.preset].filter((field) => !input[field]);
  if (missing.length > 0) {
    throw new ApiError('invalid-argument', {
      key: 'errors.connect.webhookTarget',
      values: { preset: input.preset, fields: missing.join(', ') },
    });
  }
  const url = input.preset === 'telegram' && !input.url ? TELEGRAM_API_URL : input.url;
  if (!isAllowedUrl(url, privateHosts)) {
    throw new ApiError('invalid-argument', { key: 'errors.connect.webhookUrl' });
  }
  const target: WebhookTarget = {};
  if (input.preset === 'telegram')
    Object.assign(target, { token: input.token, chatId: input.chatId });
  if (input.preset === 'matrix')
    Object.assign(target, { token: input.token, roomId: input.roomId });
  return { url, target };
}

function isAllowedUrl(value: string, privateHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const allowedPrivate = mayBePrivate(url.hostname, privateHosts);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowedPrivate)) return false;
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowedPrivate && isIP(bare) && !isPublicAddress(bare)) return false;
  if (!allowedPrivate && /^localhost$|\.localhost$|\.local$|\.internal$/i.test(bare)) return false;
  return true;
}
