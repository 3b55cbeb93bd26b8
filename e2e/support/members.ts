import { request, type APIRequestContext } from '@playwright/test';
import {
  API_PATHS,
  CSRF_HEADER,
  pathFor,
  sessionResponseSchema,
  type AttendanceState,
} from '@turnout/domain';
import { expect, newUser } from './fixtures.ts';

// Members who only act through the API (join, answer a day): a busy group without a browser each.

const headers = { [CSRF_HEADER]: '1' };

export interface ApiMember {
  name: string;
  id: string;
  api: APIRequestContext;
}

/** Signs a new account up in a request context of its own and joins it to the group. */
export async function apiMember(baseURL: string, name: string, inviteCode: string) {
  const api = await request.newContext({ baseURL });
  const user = newUser(name);
  const signedUp = await api.post(API_PATHS.signUp, {
    data: { name: user.name, email: user.email, password: user.password },
    headers,
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const { user: account } = sessionResponseSchema.parse(await signedUp.json());
  const joined = await api.post(pathFor(API_PATHS.join, { inviteCode }), { headers });
  expect(joined.ok(), await joined.text()).toBe(true);
  return { name, id: account.id, api };
}

/** The member's answer for a day, stored by the server. */
export async function answer(
  member: ApiMember,
  groupId: string,
  day: string,
  state: AttendanceState,
  note?: string,
): Promise<void> {
  const response = await member.api.put(pathFor(API_PATHS.attendance, { groupId }), {
    data: { day, state, ...(note ? { note } : {}) },
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The member leaves the group. */
export async function leave(member: ApiMember, groupId: string): Promise<void> {
  const url = pathFor(API_PATHS.groupMember, { groupId, userId: member.id });
  const response = await member.api.delete(url, { headers });
  expect(response.status(), await response.text()).toBe(204);
}
