import type { PushTokenRecord } from '@turnout/domain';
import type { PushTokenRow } from '../../db/schema-delivery.ts';

/** The record with the field names of docs/product.md#push-token-records. */
export function presentPushToken(row: PushTokenRow): PushTokenRecord {
  return {
    id: row.id,
    ...(row.uid === null ? {} : { uid: row.uid }),
    fcmToken: row.fcmToken,
    isSignedIn: row.isSignedIn,
    lastSeen: row.lastSeen.toISOString(),
  };
}
