import type { Language, PushKind, PushMessage } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import type { PushTokenRow } from '../../../db/schema-delivery.ts';
import { listSignedInTokens, readNoticeNames } from '../data.ts';
import { deletePushToken } from '../mutations.ts';
import type { ActionsFor } from './notices.ts';
import type { PushOutcome, PushSender } from './sender.ts';

// One message to its recipients' devices: each signed-in record gets it through the sender for
// its kind, a few at a time; a record the push service reports gone is deleted.

/** Pushes in flight at once, per job (a change in a large group reaches many devices). */
const CONCURRENCY = 16;

export interface FanOut {
  db: Database;
  /** A record whose session has been idle this long gets nothing. */
  idleTimeoutMs: number;
  senders: Record<PushKind, PushSender>;
  log: { warn(message: string): void };
  /** Told every send's outcome. */
  onOutcome: (kind: PushKind, outcome: PushOutcome) => void;
}

/** Sends one message, worded with the current names, to the recipients' live records. */
export async function fanOut(
  options: FanOut,
  notice: { actorId: string; groupId: string; recipientIds: readonly string[] },
  messageFor: (names: { groupName: string; actorName: string }, language: Language) => PushMessage,
  actionsFor?: ActionsFor,
): Promise<PushOutcome[]> {
  const targets = await listSignedInTokens(options.db, notice.recipientIds, {
    now: new Date(),
    idleTimeoutMs: options.idleTimeoutMs,
  });
  if (targets.length === 0) return [];
  const names = await readNoticeNames(options.db, notice.groupId, notice.actorId);
  if (!names) return [];
  const messages = new Map<Language, PushMessage>();
  return mapLimit(targets, CONCURRENCY, async (row) => {
    let message = messages.get(row.language);
    if (!message) messages.set(row.language, (message = messageFor(names, row.language)));
    // The actions' tokens are the recipient's own.
    if (actionsFor && row.uid) {
      message = { ...message, actions: await actionsFor(row.uid, row.language) };
    }
    const outcome = await sendTo(options, row, message);
    if (outcome === 'gone') await deletePushToken(options.db, row.id);
    return outcome;
  });
}

async function sendTo(
  options: FanOut,
  row: PushTokenRow,
  message: Parameters<PushSender['send']>[1],
): Promise<PushOutcome> {
  const target = {
    id: row.id,
    platform: row.platform,
    kind: row.kind,
    token: row.fcmToken,
    subscription: row.subscription,
  };
  let outcome: PushOutcome;
  try {
    outcome = await options.senders[row.kind].send(target, message);
  } catch (error) {
    options.log.warn(
      `push: sending to ${row.platform} record failed (${(error as Error).message})`,
    );
    outcome = 'failed';
  }
  options.onOutcome(row.kind, outcome);
  return outcome;
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
