import type { PushMessage } from '@turnout/domain';
import webpush from 'web-push';
import type { PushOutcome, PushSender, PushTarget } from './sender.ts';
import type { VapidDetails } from './vapid.ts';

// Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291).
// `web-push` signs and encrypts; the request itself goes out through fetch, which gives a
// whole-request timeout and never follows a redirect to somewhere the subscription did not name.

/** How long a push service keeps an undelivered message: after a day the news is stale. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

interface Logger {
  warn(message: string): void;
}

export function createWebPushSender(options: {
  vapid: () => Promise<VapidDetails>;
  log: Logger;
}): PushSender {
  return {
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      if (!target.subscription) return 'gone';
      const request = webpush.generateRequestDetails(target.subscription, JSON.stringify(message), {
        vapidDetails: await options.vapid(),
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'delivered';
      if (response.status === 404 || response.status === 410) return 'gone';
      options.log.warn(`web push: ${new URL(request.endpoint).host} answered ${response.status}`);
      return 'failed';
    },
  };
}
