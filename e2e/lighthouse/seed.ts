import { request, type APIRequestContext } from '@playwright/test';
import {
  addDays,
  API_PATHS,
  CSRF_HEADER,
  groupResponseSchema,
  pathFor,
  today,
  type AttendanceState,
  type Group,
} from '@turnout/domain';

// A group as people use it, for the audited group page: an owner, members who joined by the
// invite link, and their attendance with a few notes around today. Everything goes through the
// public API, as the app itself would send it.

const headers = { [CSRF_HEADER]: '1' };
const MEMBERS = ['Grace Hopper', 'Katherine Johnson', 'Margaret Hamilton', 'Alan Turing'];
const STATES: AttendanceState[] = ['present', 'away', 'present', 'undecided'];

async function expectOk(what: string, response: { ok(): boolean; text(): Promise<string> }) {
  if (!response.ok()) throw new Error(`${what} failed: ${await response.text()}`);
}

export async function signUp(api: APIRequestContext, name: string): Promise<void> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.org`;
  const response = await api.post(API_PATHS.signUp, {
    data: { name, email, password: 'correct horse' },
    headers,
  });
  await expectOk(`Signing up ${name}`, response);
}

async function changeAttendance(api: APIRequestContext, groupId: string, index: number) {
  const first = today('Europe/Berlin');
  for (let offset = 0; offset < 7; offset += 1) {
    const state = STATES[(index + offset) % STATES.length];
    const note = offset === 0 && state === 'present' ? 'Bringing the rope' : undefined;
    const response = await api.put(pathFor(API_PATHS.attendance, { groupId }), {
      data: { day: addDays(first, offset), state, note },
      headers,
    });
    await expectOk('Setting attendance', response);
  }
}

/** `owner` is the signed-in browser's request context; returns the group it now owns. */
export async function seedGroup(owner: APIRequestContext, baseURL: string): Promise<Group> {
  const created = await owner.post(API_PATHS.groups, {
    data: { name: 'Climbing Crew', location: 'Boulderhalle Nord', description: 'Tuesdays 18:00' },
    headers,
  });
  await expectOk('Creating the group', created);
  const group = groupResponseSchema.parse(await created.json());
  if (!group.inviteCode) throw new Error('A new group comes with an invite code for its owner.');
  await changeAttendance(owner, group.id, 0);

  for (const [index, name] of MEMBERS.entries()) {
    const member = await request.newContext({ baseURL });
    await signUp(member, name);
    const join = pathFor(API_PATHS.join, { inviteCode: group.inviteCode });
    await expectOk(`${name} joining`, await member.post(join, { headers }));
    await changeAttendance(member, group.id, index + 1);
    await member.dispose();
  }
  return group;
}
