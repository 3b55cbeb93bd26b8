import type { AccountSession } from '@turnout/domain';
import type { SessionListRow } from './sessions.ts';

/** A signed-in device; `current` marks the one asking. */
export function presentSession(row: SessionListRow, currentSessionId: string): AccountSession {
  return {
    id: row.id,
    kind: row.kind,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
