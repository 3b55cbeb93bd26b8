import type { NativePushConfig } from '../../../config.ts';
import { createApnsSender } from './apns-sender.ts';
import { createFcmSender } from './fcm-sender.ts';
import { loadApnsCredentials, loadFcmCredentials } from './native-credentials.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';
import type { PushOutcome, PushSender } from './sender.ts';

// The native shells' senders: FCM for Android (and iOS builds that register through Firebase),
// APNs for iOS. Without credentials a service is off: its records are kept and get nothing, which
// the server says once at start and in /api/health.

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export type NativePushStatus = { fcm: 'on' | 'off'; apns: 'on' | 'off' };

export interface NativePushSenders {
  fcm: PushSender;
  apns: PushSender;
  status: NativePushStatus;
  close(): void;
}

const off: PushSender = { send: async (): Promise<PushOutcome> => 'skipped' };

/** Reads the credentials (a bad one throws ConfigError) and builds a sender per service. */
export function createNativePushSenders(options: {
  config: NativePushConfig;
  log: Logger;
  retry?: RetryPolicy;
}): NativePushSenders {
  const { config, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  const fcm = config.fcm
    ? createFcmSender({ credentials: loadFcmCredentials(config.fcm), retry, log })
    : undefined;
  const apns = config.apns
    ? createApnsSender({ credentials: loadApnsCredentials(config.apns), retry, log })
    : undefined;
  const status: NativePushStatus = { fcm: fcm ? 'on' : 'off', apns: apns ? 'on' : 'off' };
  if (!fcm || !apns) {
    const missing = [
      ...(fcm ? [] : ['FCM (set FCM_SERVICE_ACCOUNT)']),
      ...(apns ? [] : ['APNs (set APNS_KEY, APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC)']),
    ];
    log.warn(`native push is off for ${missing.join(' and ')}: those devices get no pushes`);
  } else {
    log.info('native push: FCM and APNs on');
  }
  return {
    fcm: fcm ?? off,
    apns: apns ?? off,
    status,
    close: () => apns?.close(),
  };
}
