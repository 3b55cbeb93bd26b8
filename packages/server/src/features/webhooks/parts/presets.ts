import {
  startOfDayMs,
  TELEGRAM_API_URL,
  type Day,
  type Language,
  type WebhookEvent,
  type WebhookPreset,
} from '@turnout/domain';
import type { WebhookTarget } from '../../../db/schema-connect.ts';
import { textsIn } from '../../../i18n/i18n.ts';
import { formatFullDate } from '../../push/parts/message.ts';

// What a delivery sends, per preset (docs/decisions/042-webhooks.md): `standard` posts the
// Standard Webhooks body as it is; the chat presets post one line of text in the form each
// service documents for its incoming messages:
// - Discord execute-webhook: POST the webhook URL, { content, allowed_mentions }
// - Slack incoming webhook: POST the webhook URL, { text, blocks: [section mrkdwn] }
// - Telegram Bot API sendMessage: POST <origin>/bot<token>/sendMessage, { chat_id, text }
// - Matrix client-server API: PUT <homeserver>/_matrix/client/v3/rooms/<room>/send/
//   m.room.message/<txnId>, { msgtype: m.text, body }, with the access token as bearer; the
//   delivery's id is the transaction id, so a retried delivery posts the message once.

/** The Standard Webhooks body every delivery stores. */
export interface WebhookPayload {
  type: WebhookEvent;
  timestamp: string;
  data: WebhookEventData;
}

/** What an event tells; the group always, the rest as the event has it. */
export interface WebhookEventData {
  group: { id: string; name: string };
  /** Who did it: the member who answered, joined, left, or the coach who posted. */
  member?: { id: string; name: string };
  day?: string;
  state?: 'present' | 'away' | 'undecided';
  from?: string;
  to?: string;
  /** The member was removed rather than leaving (member.left). */
  removed?: boolean;
  /** An announcement's text (announcement.posted). */
  text?: string;
}

export interface WebhookRequest {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** How dates are written: the app's locale and zone, whatever the language (as in pushes). */
export interface DateSettings {
  locale: string;
  timeZone: string;
}

export interface PresetWebhook {
  preset: WebhookPreset;
  url: string;
  target: WebhookTarget;
  language: Language;
}

/** The request a delivery makes, before its signature headers. */
export function presetRequest(
  webhook: PresetWebhook,
  delivery: { id: string; payload: WebhookPayload },
  dates: DateSettings,
): WebhookRequest {
  const json = { 'content-type': 'application/json' };
  const post = (url: string, body: unknown): WebhookRequest => ({
    method: 'POST',
    url,
    headers: json,
    body: JSON.stringify(body),
  });
  if (webhook.preset === 'standard') return post(webhook.url, delivery.payload);
  const text = messageText(delivery.payload, webhook.language, dates);
  switch (webhook.preset) {
    case 'discord':
      // No @everyone or role pings from a member's name or an announcement.
      return post(webhook.url, { content: text, allowed_mentions: { parse: [] } });
    case 'slack':
      return post(webhook.url, {
        text,
        blocks: [{ type: 'section', text: { type: 'mrkdwn', text: slackEscape(text) } }],
      });
    case 'telegram': {
      const origin = withoutSlash(webhook.url || TELEGRAM_API_URL);
      return post(`${origin}/bot${webhook.target.token}/sendMessage`, {
        chat_id: webhook.target.chatId,
        text,
      });
    }
    case 'matrix': {
      const room = encodeURIComponent(webhook.target.roomId ?? '');
      const txnId = encodeURIComponent(delivery.id);
      return {
        method: 'PUT',
        url: `${withoutSlash(webhook.url)}/_matrix/client/v3/rooms/${room}/send/m.room.message/${txnId}`,
        headers: { ...json, authorization: `Bearer ${webhook.target.token}` },
        body: JSON.stringify({ msgtype: 'm.text', body: text }),
      };
    }
  }
}

/** The event as one sentence in the webhook's language. */
export function messageText(
  payload: WebhookPayload,
  language: Language,
  dates: DateSettings,
): string {
  const t = textsIn(language);
  const { data } = payload;
  const values = {
    group: data.group.name,
    who: data.member?.name ?? '',
    date: data.day ? fullDate(data.day, dates) : '',
    from: data.from ? fullDate(data.from, dates) : '',
    to: data.to ? fullDate(data.to, dates) : '',
    text: data.text ?? '',
  };
  switch (payload.type) {
    case 'answer.changed':
      return t(
        data.state === 'present'
          ? 'webhook.answerPresent'
          : data.state === 'away'
            ? 'webhook.answerAway'
            : 'webhook.answerUndecided',
        values,
      );
    case 'answer.series-changed':
      return t('webhook.answerSeries', values);
    case 'training.changed':
      return t('webhook.trainingChanged', values);
    case 'training.cancelled':
      return t('webhook.trainingCancelled', values);
    case 'member.joined':
      return t('webhook.memberJoined', values);
    case 'member.left':
      return t('webhook.memberLeft', values);
    case 'announcement.posted':
      return t('webhook.announcement', values);
    case 'webhook.test':
      return t('webhook.test', values);
  }
}

function fullDate(day: string, dates: DateSettings): string {
  return formatFullDate(startOfDayMs(day as Day, dates.timeZone), dates);
}

/** Slack's mrkdwn treats &, < and > as control characters. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function withoutSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
