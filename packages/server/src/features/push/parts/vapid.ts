import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { appSettings } from '../../../db/schema-delivery.ts';

// The VAPID key pair: from the environment, else generated once and kept in app_settings. The
// insert does nothing when a row exists, and everyone then reads the row, so instances starting
// together agree on one pair.

const SETTING_KEY = 'vapid-keys';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export async function loadVapidDetails(db: Database, config: PushConfig): Promise<VapidDetails> {
  const keys = config.vapidKeys ?? (await storedKeys(db));
  return { ...keys, subject: config.vapidSubject };
}

async function storedKeys(db: Database): Promise<{ publicKey: string; privateKey: string }> {
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: generated })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const value = row?.value as { publicKey?: unknown; privateKey?: unknown } | undefined;
  if (typeof value?.publicKey !== 'string' || typeof value.privateKey !== 'string') {
    throw new Error(`app_settings ${SETTING_KEY} does not hold a VAPID key pair`);
  }
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}
