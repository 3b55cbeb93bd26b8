import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks signatures (docs/decisions/042-webhooks.md): the secret is `whsec_` and
// base64 key bytes; each delivery carries webhook-id, webhook-timestamp (seconds) and
// webhook-signature `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, so any receiver can check
// it with a Standard Webhooks library and refuse replays by the timestamp.

const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export function webhookSignature(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const content = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}

/** The three headers of a delivery attempt sent at `now`. */
export function signedHeaders(
  secret: string,
  message: { id: string; body: string; now: Date },
): Record<string, string> {
  const timestamp = Math.floor(message.now.getTime() / 1000);
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, { ...message, timestamp }),
  };
}
