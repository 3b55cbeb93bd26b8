import type { AccountSession } from '@turnout/domain';
import type { TFunction } from 'i18next';
import { deviceName, type SessionListRow } from './parts/sessions.ts';

/** A signed-in device, described in the reader's language; `current` marks the one asking. */
export function presentSession(
  row: SessionListRow,
  currentSessionId: string,
  t: TFunction,
): AccountSession {
  return {
    id: row.id,
    kind: row.kind,
    device: deviceName(row.device, t),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
