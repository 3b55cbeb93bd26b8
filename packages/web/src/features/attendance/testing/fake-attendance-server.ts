import type { AttendanceRecord, Day, Group } from '@turnout/domain';
import { packAttendanceList, setAttendanceInputSchema } from '@turnout/domain';
import { vi } from 'vitest';
import { apiError, json } from '../../../test/fixtures.ts';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A stand-in for the attendance API in unit tests: answers GET and PUT from an in-memory list,
 * records what was sent, and can hold back or refuse the next PUT.
 */
export function fakeAttendanceServer(group: Group, records: AttendanceRecord[] = []) {
  const state = { records: [...records] };
  const sent: SentRequest[] = [];
  let nextPut: (() => Promise<Response> | Response) | undefined;
  let failGets = 0;

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path: url.pathname + url.search, body });
    if (url.pathname !== `/api/groups/${group.id}/attendance`) return apiError(404, 'not-found');
    if (method === 'GET') {
      if (failGets > 0) {
        failGets--;
        return apiError(500, 'internal');
      }
      const from = url.searchParams.get('from') as Day;
      const to = url.searchParams.get('to') as Day;
      return json(200, packAttendanceList(state.records, { from, to }));
    }
    const respond = nextPut;
    nextPut = undefined;
    if (respond) return respond();
    const input2 = setAttendanceInputSchema.parse(body);
    const me = group.members[0]!;
    state.records = state.records.filter((r) => !(r.userId === me.userId && r.day === input2.day));
    if (input2.state === 'undecided') return json(200, { record: null });
    const record: AttendanceRecord = {
      userId: me.userId,
      userDisplayName: me.userDisplayName,
      day: input2.day,
      attendance: input2.state === 'present',
      ...(input2.note === undefined ? {} : { note: input2.note }),
    };
    state.records.push(record);
    return json(200, { record });
  });

  vi.stubGlobal('fetch', fetch);
  return {
    state,
    sent,
    puts: () => sent.filter((request) => request.method === 'PUT'),
    gets: () => sent.filter((request) => request.method === 'GET'),
    /** The next PUT answers with this instead of storing the change. */
    answerNextPut(respond: () => Promise<Response> | Response) {
      nextPut = respond;
    },
    failNextGets(count: number) {
      failGets = count;
    },
  };
}
