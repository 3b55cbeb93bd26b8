import {
  attendanceEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  type AttendanceRecord,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { call } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

// Answers given while the server cannot be reached wait on the device, in IndexedDB, and are sent
// in the order they were given once it can (docs/decisions/054-offline-answer-queue.md): on
// reconnect, at the next start, and from the service worker's Background Sync (public/
// sync-sw.js reads the same store and sends the same requests). Each carries the idempotency key
// it was made with, so an answer sent twice (a lost reply, the page and the worker both sending)
// is written once (docs/decisions/055-idempotency-keys.md).

/** The database, store and keys public/sync-sw.js uses too: change them together. */
export const QUEUE_DB = 'turnout-answers';
export const QUEUE_STORE = 'queue';
const ANSWERS = 'answers';
const REFUSED = 'refused';
/** The Background Sync tag and the lock both senders take (public/sync-sw.js). */
export const SYNC_TAG = 'turnout-answers';
const LOCK = 'turnout-answer-queue';

export interface QueuedAnswer {
  /** The idempotency key, made once when the answer was given. */
  key: string;
  userId: string;
  groupId: string;
  /** For the words if the server refuses it on arrival. */
  groupName?: string | undefined;
  day: Day;
  state: AttendanceState;
  note?: string | undefined;
  queuedAt: number;
}

/** An answer the server refused on arrival, with its words, kept until the app has told it. */
export interface RefusedAnswer {
  answer: QueuedAnswer;
  message: string;
}

let store: UseStore | undefined;
const storeOf = () => (store ??= createStore(QUEUE_DB, QUEUE_STORE));

// The queue as last read or written, for synchronous reads (the calendar's marks, the tap).
let snapshot: readonly QueuedAnswer[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly QueuedAnswer[]): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function queuedAnswers(): readonly QueuedAnswer[] {
  return snapshot;
}

export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reads the queue from the device (at start, and after the service worker sent some). */
export async function loadQueue(): Promise<readonly QueuedAnswer[]> {
  publish((await get<QueuedAnswer[]>(ANSWERS, storeOf())) ?? []);
  return snapshot;
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sameDay = (a: QueuedAnswer, b: QueuedAnswer) =>
  a.userId === b.userId && a.groupId === b.groupId && a.day === b.day;

/**
 * Keeps an answer to send later. A later answer for the same day takes the earlier one's place
 * at the end of the queue: only the last answer of a day matters, and it goes after the others.
 */
export async function enqueueAnswer(answer: QueuedAnswer): Promise<void> {
  let next: QueuedAnswer[] = [];
  await update<QueuedAnswer[]>(
    ANSWERS,
    (queue = []) => (next = [...queue.filter((other) => !sameDay(other, answer)), answer]),
    storeOf(),
  );
  publish(next);
  void askForBackgroundSync();
}

async function remove(key: string): Promise<void> {
  let next: QueuedAnswer[] = [];
  await update<QueuedAnswer[]>(
    ANSWERS,
    (queue = []) => (next = queue.filter((answer) => answer.key !== key)),
    storeOf(),
  );
  publish(next);
}

/** Where Background Sync exists, the service worker sends the queue once the device is online. */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No worker, or the browser declined: reconnecting and the next start send the queue.
  }
}

/** Sends one answer with its key; the server's refusal or no answer at all throws an ApiError. */
export async function sendAnswer(answer: QueuedAnswer): Promise<AttendanceRecord | null> {
  const body = { day: answer.day, state: answer.state, note: answer.note };
  const headers = { [IDEMPOTENCY_KEY_HEADER]: answer.key };
  const params = { groupId: answer.groupId };
  return (await call(attendanceEndpoints.set, { params, body, headers })).record;
}

/**
 * Whether the answer is worth sending again later: no answer (offline), the server busy or
 * failing, too many changes, or the same key still being saved; and a lost session, which a
 * new log-in brings back. Anything else is the server's final word on this answer.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.code === 'aborted'
  );
}

export interface FlushResult {
  /** The answers the server took, and those it refused (kept for takeRefused too). */
  sent: QueuedAnswer[];
  refused: RefusedAnswer[];
}

let running: Promise<FlushResult> | undefined;

/**
 * Sends the queue in order, one answer at a time, until it is empty or an answer must wait. One
 * sender at a time per page; across pages and the service worker, the Web Locks API where the
 * browser has it (and the idempotency key regardless).
 */
export function flushQueue(userId: string): Promise<FlushResult> {
  running ??= withLock(() => sendAll(userId)).finally(() => (running = undefined));
  return running;
}

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as { locks?: LockManager }).locks;
  if (!locks) return work();
  return locks.request(LOCK, work) as Promise<T>;
}

async function sendAll(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [] };
  // Only this account's answers go with this account's session.
  const mine = (await loadQueue()).filter((answer) => answer.userId === userId);
  for (const answer of mine) {
    try {
      await sendAnswer(answer);
      result.sent.push(answer);
    } catch (error) {
      if (isRetryable(error)) break;
      const message = isApiError(error) ? error.message : '';
      const refused = { answer, message };
      result.refused.push(refused);
      await update<RefusedAnswer[]>(REFUSED, (list = []) => [...list, refused], storeOf());
    }
    await remove(answer.key);
  }
  return result;
}

/** Forgets this account's waiting answers (log-out, after a last try to send them). */
export async function dropAnswersOf(userId: string): Promise<void> {
  let next: QueuedAnswer[] = [];
  await update<QueuedAnswer[]>(
    ANSWERS,
    (queue = []) => (next = queue.filter((answer) => answer.userId !== userId)),
    storeOf(),
  );
  publish(next);
}

/** The refusals not yet told (the service worker's too), emptied as they are taken. */
export async function takeRefused(): Promise<RefusedAnswer[]> {
  let taken: RefusedAnswer[] = [];
  await update<RefusedAnswer[]>(
    REFUSED,
    (list = []) => {
      taken = list;
      return [];
    },
    storeOf(),
  );
  return taken;
}
