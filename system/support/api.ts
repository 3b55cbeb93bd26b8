import { randomUUID } from 'node:crypto';
import {
  addDays,
  answerWindow,
  API_PATHS,
  attendanceListResponseSchema,
  compareDays,
  CSRF_HEADER,
  MAX_ATTENDANCE_INTERVAL_DAYS,
  pathFor,
  unpackAttendanceList,
  type AttendanceState,
  type Day,
} from '@turnout/domain';

// A Turnout client over plain HTTP, as a native shell talks to the server: sign-up with
// `client: 'native'` returns a session token, sent back as `Authorization: Bearer` (bearer
// requests need no CSRF header). Every helper takes the server's base URL, so one member can
// follow a server across restarts or talk to several instances.

/**
 * The first day of the answer window when the tests start, and three years of days after it
 * that may be answered (docs/decisions/029-answer-window.md): the tests' days start here.
 */
export const FIRST_ANSWERABLE_DAY: Day = addDays(answerWindow().from, 1);

export interface Member {
  userId: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export const MEMBER_PASSWORD = 'system-test-password';

/** One HTTP request; JSON in and out. Network failures reject (the caller decides what they mean). */
export async function apiRequest<T = unknown>(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    as?: Pick<Member, 'token'>;
    body?: unknown;
    timeoutMs?: number;
  },
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  // Signed in: the bearer token. Before that (sign-up, log-in) the app's CSRF header, as the
  // app's own API client sends it.
  if (options.as) headers.authorization = `Bearer ${options.as.token}`;
  else headers[CSRF_HEADER] = '1';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${options.path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Signs up a new account through the API and returns it with its bearer token. */
export async function signUpMember(baseUrl: string, label = 'member'): Promise<Member> {
  const id = randomUUID().slice(0, 8);
  const name = `System ${label} ${id}`;
  const email = `system-${label}-${id}@example.com`;
  const res = await apiRequest<{ user: { id: string }; sessionToken: string }>(baseUrl, {
    method: 'POST',
    path: API_PATHS.signUp,
    body: { name, email, password: MEMBER_PASSWORD, client: 'native' },
  });
  expectStatus(res, 201, 'sign-up');
  return {
    userId: res.body.user.id,
    name,
    email,
    password: MEMBER_PASSWORD,
    token: res.body.sessionToken,
  };
}

/** Creates a group owned by `owner`; returns its id. */
export async function createGroup(baseUrl: string, owner: Member, name = 'System group') {
  const res = await apiRequest<{ id: string }>(baseUrl, {
    method: 'POST',
    path: API_PATHS.groups,
    as: owner,
    body: { name },
  });
  expectStatus(res, 201, 'create group');
  return res.body.id;
}

/** The owner makes an invite and `member` joins the group with it. */
export async function addMember(
  baseUrl: string,
  owner: Member,
  groupId: string,
  member: Member,
): Promise<void> {
  const invite = await apiRequest<{ invite: { inviteCode: string } }>(baseUrl, {
    method: 'POST',
    path: pathFor(API_PATHS.groupInvite, { groupId }),
    as: owner,
  });
  expectStatus(invite, 201, 'create invite');
  const join = await apiRequest(baseUrl, {
    method: 'POST',
    path: pathFor(API_PATHS.join, { inviteCode: invite.body.invite.inviteCode }),
    as: member,
  });
  expectStatus(join, 201, 'join group');
}

/** PUT my own attendance for a day; returns the raw answer (status checked by the caller). */
export function changeAttendance(
  baseUrl: string,
  member: Member,
  groupId: string,
  day: string,
  state: AttendanceState = 'present',
  timeoutMs?: number,
): Promise<ApiResponse> {
  return apiRequest(baseUrl, {
    method: 'PUT',
    path: pathFor(API_PATHS.attendance, { groupId }),
    as: member,
    body: { day, state },
    timeoutMs,
  });
}

/**
 * The group's attendance records in [from, to], as `userId|day` → attendance. Spans longer than
 * the API allows in one read are read in pieces.
 */
export async function readAttendance(
  baseUrl: string,
  member: Member,
  groupId: string,
  from: Day,
  to: Day,
): Promise<Map<string, boolean>> {
  const found = new Map<string, boolean>();
  for (let start = from; compareDays(start, to) <= 0;) {
    const lastOfSpan = addDays(start, MAX_ATTENDANCE_INTERVAL_DAYS - 1);
    const end = compareDays(lastOfSpan, to) < 0 ? lastOfSpan : to;
    const res = await apiRequest(baseUrl, {
      path: `${pathFor(API_PATHS.attendance, { groupId })}?from=${start}&to=${end}`,
      as: member,
    });
    expectStatus(res, 200, 'read attendance');
    const records = unpackAttendanceList(attendanceListResponseSchema.parse(res.body));
    for (const r of records) found.set(`${r.userId}|${r.day}`, r.attendance);
    start = addDays(end, 1);
  }
  return found;
}

export function expectStatus(res: ApiResponse, status: number, what: string): void {
  if (res.status !== status) {
    throw new Error(
      `${what} answered ${res.status}, expected ${status}: ${JSON.stringify(res.body)}`,
    );
  }
}
