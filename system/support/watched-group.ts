import { expect } from 'vitest';
import { addMember, createGroup, signUpMember, type Member } from './api.ts';
import { onCleanup } from './cleanup.ts';
import { openLiveClient, type LiveClient, type LiveEvent } from './live-client.ts';
import { pollUntil } from './poll.ts';

// What the fault tests start from: an owner who writes, and a second member whose open calendar
// watches the owner's changes arrive live (the stream closes with the test).

export interface WatchedGroup {
  owner: Member;
  watcher: Member;
  groupId: string;
  live: LiveClient;
}

export async function watchedGroup(url: string): Promise<WatchedGroup> {
  const owner = await signUpMember(url, 'owner');
  const watcher = await signUpMember(url, 'watcher');
  const groupId = await createGroup(url, owner);
  await addMember(url, owner, groupId, watcher);
  const live = await openLiveClient(url, watcher);
  onCleanup(() => live.close());
  return { owner, watcher, groupId, live };
}

/** Matches the live event of `userId`'s change of `day`. */
export function changeOf(userId: string, day: string) {
  return (event: LiveEvent) =>
    event.type === 'attendance.changed' && event.data.userId === userId && event.data.day === day;
}

/** Waits until the stream has carried an event for each of `days` that `userId` changed. */
export async function expectEventForEach(live: LiveClient, userId: string, days: string[]) {
  const missing = () => days.filter((day) => !live.events.some(changeOf(userId, day)));
  await pollUntil('an event for every acknowledged write', () =>
    missing().length === 0 ? true : undefined,
  ).catch(() => expect(missing()).toEqual([]));
}
