import type { PushOutcome, PushSender } from './sender.ts';

// Native shells (Android FCM, iOS APNs) register their tokens like the web does, but sending to
// them needs vendor credentials this server does not have yet. This sender keeps their records
// and says so once in the log; a real FCM/APNs sender implements the same PushSender interface.

interface Logger {
  warn(message: string): void;
}

export function createNativePushSender(options: { log: Logger }): PushSender {
  let warned = false;
  return {
    async send(): Promise<PushOutcome> {
      if (!warned) {
        warned = true;
        options.log.warn('native push (FCM/APNs) is not configured: native tokens get no pushes');
      }
      return 'skipped';
    },
  };
}
