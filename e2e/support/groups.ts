import type { Page } from '@playwright/test';
import {
  API_PATHS,
  CSRF_HEADER,
  groupResponseSchema,
  pathFor,
  type CreateGroupInput,
  type Group,
} from '@turnout/domain';
import { expect } from './fixtures.ts';

// Groups made through the API, for journeys where forming the group is not the point.

/** Creates a group owned by the page's user; the answer includes its invite code. */
export async function createGroupViaApi(page: Page, input: CreateGroupInput): Promise<Group> {
  const response = await page.request.post(API_PATHS.groups, {
    data: input,
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return groupResponseSchema.parse(await response.json());
}

/** The page's user joins through an invite code. */
export async function joinViaApi(page: Page, inviteCode: string): Promise<void> {
  const response = await page.request.post(pathFor(API_PATHS.join, { inviteCode }), {
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A group of `owner` that `member` has joined. */
export async function groupWithMember(owner: Page, member: Page, name: string): Promise<Group> {
  const group = await createGroupViaApi(owner, { name, location: 'Boulderhalle Nord' });
  if (!group.inviteCode) throw new Error('A new group comes with an invite code for its owner.');
  await joinViaApi(member, group.inviteCode);
  return group;
}

/** A name no other journey uses, so lists can be searched for it. */
export function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 8)}`;
}
