import type { WebhookEvent } from '@turnout/domain';
import { backOffDelay, WorkerLoop } from '../../../background/worker-loop.ts';
import type { Database } from '../../../db/client.ts';
import { webhooksByIds } from '../data.ts';
import {
  claimDueDeliveries,
  enqueueWebhookEvent,
  markAttemptFailed,
  markDelivered,
  pruneDeliveries,
  type ClaimedDelivery,
  type WebhookEventInput,
} from '../mutations.ts';
import { presetRequest, type DateSettings } from './presets.ts';
import { ForbiddenAddressError, sendWebhookRequest } from './sender.ts';
import { signedHeaders } from './signing.ts';

// Sends the webhook outbox (docs/decisions/042-webhooks.md), off every request path: on a timer
// and at once when this instance queued a delivery. A 2xx answer delivers; anything else is
// tried again after 30 s, 1 min, 2 min, … (at most an hour apart) until MAX_ATTEMPTS, then
// given up and kept in the log. An address that is not public is given up at once: trying again
// would not make it public. No secret (the signing secret, a bot or access token, the URL's
// path) is ever logged: only the webhook's id and the host.

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;
const KEEP_LOG_MS = 14 * 24 * 60 * 60 * 1000;

interface WorkerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface WebhookWorkerOptions {
  db: Database;
  log: WorkerLog;
  /** WEBHOOK_PRIVATE_HOSTS. */
  privateHosts: readonly string[];
  /** APP_LOCALE and APP_TIME_ZONE, for the dates in chat messages. */
  dates: DateSettings;
  pollMs?: number;
  /** The pause before attempt n+1 (tests shorten it). */
  retryDelayMs?: (attempts: number) => number;
}

export class WebhookWorker {
  private lastPrune = 0;
  private readonly options: WebhookWorkerOptions;
  private readonly loop: WorkerLoop;

  constructor(options: WebhookWorkerOptions) {
    this.options = options;
    this.loop = new WorkerLoop(() => this.run(), options.pollMs ?? 10_000);
  }

  start(): void {
    this.loop.start();
  }

  /**
   * Queues an event of a group for its webhooks and sends it soon. Called after the change
   * committed; a failure here is logged and does not undo the change.
   * (Events other features emit: training changes, members joining and leaving; announcements
   * and cancellations from the coaches' tools use the same call. Answers and repeating answers
   * are queued in their change's own statement instead, webhookEnqueue, and call wake().)
   */
  async emit(groupId: string, event: WebhookEvent, data: WebhookEventInput = {}): Promise<void> {
    try {
      if ((await enqueueWebhookEvent(this.options.db, groupId, event, data)) > 0) this.wake();
    } catch (error) {
      this.options.log.error({ err: error, groupId, event }, 'webhooks: queueing an event failed');
    }
  }

  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Resolves once nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  private async run(): Promise<void> {
    const { db, log } = this.options;
    try {
      if (Date.now() - this.lastPrune > 60 * 60 * 1000) {
        this.lastPrune = Date.now();
        await pruneDeliveries(db, new Date(Date.now() - KEEP_LOG_MS));
      }
      for (;;) {
        const due = await claimDueDeliveries(db, {
          now: new Date(),
          leaseMs: LEASE_MS,
          limit: BATCH,
        });
        const hooks = new Map(
          (await webhooksByIds(db, [...new Set(due.map((d) => d.webhookId))])).map((w) => [
            w.id,
            w,
          ]),
        );
        // Each webhook's deliveries in the order they were queued; webhooks side by side.
        const perWebhook = new Map<string, ClaimedDelivery[]>();
        for (const delivery of due) {
          perWebhook.set(delivery.webhookId, [
            ...(perWebhook.get(delivery.webhookId) ?? []),
            delivery,
          ]);
        }
        await Promise.all(
          [...perWebhook].map(async ([webhookId, deliveries]) => {
            for (const delivery of deliveries) await this.deliver(delivery, hooks.get(webhookId));
          }),
        );
        if (due.length < BATCH || this.loop.stopped) return;
      }
    } catch (error) {
      log.error({ err: error }, 'webhooks: reading the outbox failed; trying again later');
    }
  }

  private async deliver(
    delivery: ClaimedDelivery,
    webhook: Awaited<ReturnType<typeof webhooksByIds>>[number] | undefined,
  ): Promise<void> {
    const { db, log, privateHosts } = this.options;
    // Deleted meanwhile: its deliveries went with it.
    if (!webhook) return;
    const request = presetRequest(webhook, delivery, this.options.dates);
    const body = request.body;
    const headers = signedHeaders(webhook.secret, {
      id: `msg_${delivery.id}`,
      body,
      now: new Date(),
    });
    const host = safeHost(request.url);
    let status: number | null = null;
    let error: string;
    try {
      const answer = await sendWebhookRequest(
        { ...request, headers: { ...request.headers, ...headers } },
        { privateHosts },
      );
      if (answer.status >= 200 && answer.status < 300) {
        await markDelivered(db, delivery.id, answer.status);
        return;
      }
      status = answer.status;
      error = `HTTP ${answer.status}${answer.body ? `: ${answer.body}` : ''}`;
    } catch (caught) {
      if (caught instanceof ForbiddenAddressError) {
        log.warn({ webhookId: webhook.id, host }, 'webhooks: the address is not public; given up');
        await markAttemptFailed(db, delivery.id, {
          status: null,
          error: 'The address is not a public one.',
          retryAt: null,
        });
        return;
      }
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const giveUp = delivery.attempts >= MAX_ATTEMPTS;
    const delay = (this.options.retryDelayMs ?? backOffDelay)(delivery.attempts);
    log.warn(
      { webhookId: webhook.id, host, status, attempt: delivery.attempts },
      giveUp ? 'webhooks: gave up on a delivery' : 'webhooks: delivery failed; trying again later',
    );
    await markAttemptFailed(db, delivery.id, {
      status,
      error: error.replace(/bot[^/\s]+/g, 'bot…'),
      retryAt: giveUp ? null : new Date(Date.now() + delay),
    });
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
