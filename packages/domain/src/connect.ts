import { z } from 'zod/mini';
import { daySchema } from './days.ts';

// Connecting Turnout to other tools (docs/product.md#connect-it): personal API tokens
// (docs/decisions/041-api-tokens.md), a group's webhooks with chat presets and its public view
// (docs/decisions/042-webhooks.md), and invitations by e-mail.

/** The embeddable page of a public view, outside /api (its own frame-ancestors). */
export const PUBLIC_EMBED_PATH = '/embed/groups/:publicId';

// ---- Personal API tokens ----

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** Every API token starts with this, so it is told from a session token (and found by scanners). */
export const API_TOKEN_PREFIX = 'tnt_';
/** The prefix and 256 random bits in base64url. */
export const API_TOKEN_PATTERN = /^tnt_[A-Za-z0-9_-]{43}$/;
export const API_TOKEN_NAME_MAX = 60;
/** Tokens one account may hold at once. */
export const MAX_API_TOKENS = 20;

export const createApiTokenInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_TOKEN_NAME_MAX)),
  scope: apiTokenScopeSchema,
  /** Null: every group of the account, now and later. */
  groupId: z.nullable(z.string()),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  groupId: z.nullable(z.string()),
  groupName: z.nullable(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenListResponse = z.infer<typeof apiTokenListResponseSchema>;

/** The new token and its secret, which is never shown again. */
export const createdApiTokenResponseSchema = z.object({
  token: apiTokenSchema,
  secret: z.string(),
});
export type CreatedApiTokenResponse = z.infer<typeof createdApiTokenResponseSchema>;

// ---- Webhooks ----

/**
 * What a webhook can hear of. `announcement.posted` and `training.cancelled` come from the
 * coaches' tools; `webhook.test` is only ever sent by "Send a test".
 */
export const WEBHOOK_EVENTS = [
  'answer.changed',
  'answer.series-changed',
  'training.changed',
  'training.cancelled',
  'member.joined',
  'member.left',
  'announcement.posted',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type SubscribableWebhookEvent = z.infer<typeof webhookEventSchema>;
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEvent = SubscribableWebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** `standard`: a signed JSON body for any receiver; the others speak a chat service's API. */
export const WEBHOOK_PRESETS = ['standard', 'discord', 'slack', 'telegram', 'matrix'] as const;
export const webhookPresetSchema = z.enum(WEBHOOK_PRESETS);
export type WebhookPreset = z.infer<typeof webhookPresetSchema>;

/** The default API origin of the presets that need one besides a token. */
export const TELEGRAM_API_URL = 'https://api.telegram.org';

export const MAX_WEBHOOKS_PER_GROUP = 10;
const URL_MAX = 2000;

export const createWebhookInputSchema = z.strictObject({
  preset: webhookPresetSchema,
  /**
   * standard, Discord, Slack: the address to post to. Telegram: the Bot API origin (empty for
   * api.telegram.org). Matrix: the homeserver's origin.
   */
  url: z.string().check(z.trim(), z.maxLength(URL_MAX)),
  events: z.array(webhookEventSchema).check(z.minLength(1), z.maxLength(WEBHOOK_EVENTS.length)),
  /** Telegram: the chat's id (`-100…` or `@channel`). */
  chatId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** Matrix: the room's id (`!abc:example.org`). */
  roomId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
  /** Telegram: the bot token; Matrix: the access token. Never sent back. */
  token: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInputSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  preset: webhookPresetSchema,
  /** The host it posts to; the rest of the address can be a credential, so it is not shown. */
  host: z.string(),
  events: z.array(webhookEventSchema),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookListResponse = z.infer<typeof webhookListResponseSchema>;

/** The new webhook and its signing secret (`whsec_…`), shown this once. */
export const createdWebhookResponseSchema = z.object({
  webhook: webhookSchema,
  secret: z.string(),
});
export type CreatedWebhookResponse = z.infer<typeof createdWebhookResponseSchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  lastStatus: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  nextAttemptAt: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponseSchema>;

export const webhookTestResponseSchema = z.object({ delivery: webhookDeliverySchema });

// ---- Public view ----

/** Sites that may embed the page: `https://club.example`, origins only. */
export const MAX_FRAME_ANCESTORS = 10;
export const publicViewInputSchema = z.strictObject({
  frameAncestors: z
    .array(z.string().check(z.trim(), z.maxLength(200)))
    .check(z.maxLength(MAX_FRAME_ANCESTORS)),
});
export type PublicViewInput = z.infer<typeof publicViewInputSchema>;

export const publicViewSettingsSchema = z.object({
  publicId: z.string(),
  frameAncestors: z.array(z.string()),
  jsonUrl: z.string(),
  embedUrl: z.string(),
});
export type PublicViewSettings = z.infer<typeof publicViewSettingsSchema>;

export const publicViewSettingsResponseSchema = z.object({
  publicView: z.nullable(publicViewSettingsSchema),
});
export type PublicViewSettingsResponse = z.infer<typeof publicViewSettingsResponseSchema>;

/** How many coming trainings the public view lists. */
export const PUBLIC_VIEW_TRAININGS = 8;

/** What anyone may read: the group's name and its next trainings with counts, never names. */
export const publicViewResponseSchema = z.object({
  name: z.string(),
  trainings: z.array(
    z.object({
      day: daySchema,
      time: z.nullable(z.string()),
      place: z.nullable(z.string()),
      present: z.number(),
      away: z.number(),
    }),
  ),
});
export type PublicViewResponse = z.infer<typeof publicViewResponseSchema>;

// ---- Invite by e-mail ----

/** Addresses one request may name. */
export const MAX_INVITE_MAILS_PER_REQUEST = 50;
/** Invitation mails one account may send per day (UTC), across its groups. */
export const INVITE_MAILS_PER_DAY = 100;

export const inviteMailsInputSchema = z.strictObject({
  emails: z
    .array(z.string().check(z.trim(), z.maxLength(254)))
    .check(z.minLength(1), z.maxLength(MAX_INVITE_MAILS_PER_REQUEST)),
});
export type InviteMailsInput = z.infer<typeof inviteMailsInputSchema>;

export const inviteMailsResponseSchema = z.object({
  sent: z.number(),
  /** How many more the account may send today. */
  remainingToday: z.number(),
});
export type InviteMailsResponse = z.infer<typeof inviteMailsResponseSchema>;
