import {
  onlineManager,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  attendanceEndpoints,
  normalizeChoice,
  type AttendanceChoice,
  type AttendanceRecord,
  type Day,
  type Group,
  type SetAttendanceInput,
} from '@turnout/domain';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';
import { call } from '../../../lib/api-client.ts';
import { isApiError, UNAVAILABLE } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  enqueueAnswer,
  flushQueue,
  newIdempotencyKey,
  queuedAnswers,
  sendAnswer,
  type QueuedAnswer,
} from './answer-queue.ts';
import { attendanceKeys } from './get-attendance.ts';

export async function changeAttendance(
  groupId: string,
  input: SetAttendanceInput,
): Promise<AttendanceRecord | null> {
  return (await call(attendanceEndpoints.set, { params: { groupId }, body: input })).record;
}

/** What an answer came to: the server's record, or kept on the device to send later. */
export type AnswerOutcome = { queued: false; record: AttendanceRecord | null } | { queued: true };

/**
 * Sends my answer with an idempotency key, or keeps it on the device to send later
 * (api/answer-queue.ts; docs/decisions/054-offline-answer-queue.md): when the app is offline,
 * when the request found no server (it may have arrived: the key makes sending it again safe),
 * and while earlier answers still wait, so that answers reach the server in the order given.
 */
export async function answerOrQueue(answer: QueuedAnswer): Promise<AnswerOutcome> {
  if (!onlineManager.isOnline() || queuedAnswers().length > 0) {
    await enqueueAnswer(answer);
    if (onlineManager.isOnline()) void flushQueue(answer.userId);
    return { queued: true };
  }
  try {
    return { queued: false, record: await sendAnswer(answer) };
  } catch (error) {
    if (!isApiError(error) || error.code !== UNAVAILABLE) throw error;
    await enqueueAnswer(answer);
    return { queued: true };
  }
}

export interface Me {
  id: string;
  displayName: string;
}

export interface ChangeAttendanceVariables {
  day: Day;
  choice: AttendanceChoice;
}

type Snapshot = { key: readonly unknown[]; previous: AttendanceRecord | undefined }[];

/**
 * The record a choice stands for; undecided has none (attendance and note cleared:
 * docs/product.md#day-attendance).
 */
function recordOf(me: Me, day: Day, choice: AttendanceChoice): AttendanceRecord | undefined {
  const { state, note } = normalizeChoice(choice);
  if (state === 'undecided') return undefined;
  const record: AttendanceRecord = {
    userId: me.id,
    userDisplayName: me.displayName,
    day,
    attendance: state === 'present',
  };
  return note === undefined ? record : { ...record, note };
}

const isMine = (me: Me, day: Day) => (record: AttendanceRecord) =>
  record.userId === me.id && record.day === day;

function withMine(
  records: AttendanceRecord[],
  me: Me,
  day: Day,
  mine: AttendanceRecord | undefined,
) {
  const others = records.filter((record) => !isMine(me, day)(record));
  return mine ? [...others, mine] : others;
}

const sameRecord = (a: AttendanceRecord | undefined, b: AttendanceRecord | undefined) =>
  a?.attendance === b?.attendance && a?.note === b?.note;

/** Every cached interval of the group that holds the day (keys end in from, to). */
function cachedIntervalsWith(queryClient: QueryClient, groupId: string, day: Day) {
  return queryClient
    .getQueriesData<AttendanceRecord[]>({ queryKey: attendanceKeys.all(groupId) })
    .filter(([key, records]) => {
      const [from, to] = key.slice(attendanceKeys.all(groupId).length) as (string | undefined)[];
      return (
        records !== undefined && from !== undefined && to !== undefined && from <= day && day <= to
      );
    }) as [readonly unknown[], AttendanceRecord[]][];
}

interface Options {
  groupId: string;
  me: Me;
  onError?: (error: unknown, variables: ChangeAttendanceVariables) => void;
}

/**
 * The day's records as the sheet shows them: with the answer on its way in place of mine (the
 * mutation's variables while it is pending), so the tap's own frame shows it before the calendar
 * takes it (useChangeAttendance).
 */
export function withPendingAnswer(
  records: AttendanceRecord[],
  me: Me,
  day: Day,
  pending: ChangeAttendanceVariables | undefined,
): AttendanceRecord[] {
  if (pending?.day !== day) return records;
  return withMine(records, me, day, recordOf(me, day, pending.choice));
}

/**
 * Sets my attendance for a day. The day sheet shows the change at once, from the mutation's own
 * state (withPendingAnswer); the calendar follows in the next frame (optimistic update of every
 * cached interval holding the day), so the tap's frame re-renders the sheet alone and not the
 * months (docs/performance.md#marking-a-day). A refusal puts my previous record back, and
 * afterwards the group's intervals are fetched again so the calendar is current
 * (docs/product.md#day-attendance).
 */
export function useChangeAttendance({ groupId, me, onError }: Options) {
  const queryClient = useQueryClient();
  const mutationKey = ['change-attendance', groupId];
  return useMutation({
    mutationKey,
    // Offline, an answer is kept on the device at once (answerOrQueue) rather than waiting
    // unseen in the mutation for the network.
    networkMode: 'always',
    mutationFn: ({ day, choice }: ChangeAttendanceVariables) => {
      const { state, note } = normalizeChoice(choice);
      const key = newIdempotencyKey();
      const groupName = queryClient.getQueryData<Group>(queryKeys.group(groupId))?.name;
      const answer = { key, userId: me.id, groupId, groupName, day, state, note };
      return answerOrQueue({ ...answer, queuedAt: Date.now() });
    },
    onMutate: async ({ day, choice }): Promise<Snapshot> => {
      // The sheet shows the change in the tap's frame; the calendar's cache takes it after that
      // frame is painted, and only then is the request built and sent.
      await afterNextPaint();
      // A refetch that started before the change would overwrite it with the old state.
      await queryClient.cancelQueries({ queryKey: attendanceKeys.all(groupId) });
      const mine = recordOf(me, day, choice);
      return cachedIntervalsWith(queryClient, groupId, day).map(([key, records]) => {
        queryClient.setQueryData(key, withMine(records, me, day, mine));
        return { key, previous: records.find(isMine(me, day)) };
      });
    },
    onError: (error, variables, snapshot) => {
      const optimistic = recordOf(me, variables.day, variables.choice);
      for (const { key, previous } of snapshot ?? []) {
        const records = queryClient.getQueryData<AttendanceRecord[]>(key);
        // Roll back only what this change wrote: a later change of the same day stays.
        if (records && sameRecord(records.find(isMine(me, variables.day)), optimistic)) {
          queryClient.setQueryData(key, withMine(records, me, variables.day, previous));
        }
      }
      onError?.(error, variables);
    },
    onSettled: (outcome) => {
      // A kept answer stays as it shows; the queue refreshes the group once it is sent.
      if (outcome?.queued) return;
      // While another change is still on its way, a refetch would bring back the state before it.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: attendanceKeys.all(groupId) });
    },
  });
}

/**
 * The records with my answers still waiting on the device in place of mine: the calendar shows
 * what I answered, not what the server last knew, until they are sent.
 */
export function withQueuedAnswers(
  records: AttendanceRecord[],
  me: Me,
  queued: ReadonlyMap<Day, QueuedAnswer>,
): AttendanceRecord[] {
  if (queued.size === 0) return records;
  const others = records.filter((record) => !(record.userId === me.id && queued.has(record.day)));
  const mine = [...queued.values()].flatMap((answer) => {
    const record = recordOf(me, answer.day, { state: answer.state, note: answer.note });
    return record ? [record] : [];
  });
  return [...others, ...mine];
}
