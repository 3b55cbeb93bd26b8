import type { PushTokenRecord } from '@turnout/domain';
import type { PushTokenRow } from '../../db/schema-delivery.ts';

/** The record with the field names of SPEC §3. */
export function presentPushToken(row: PushTokenRow): PushTokenRecord {
  return {
    id: row.id,
    ...(row.uid === null ? {} : { uid: row.uid }),
    fcmToken: row.fcmToken,
    isSignedIn: row.isSignedIn,
    lastSeen: row.lastSeen.toISOString(),
  };
}
