import type { APIRequestContext, Page } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, pathFor, type ScheduleInput } from '@turnout/domain';
import { expect } from './fixtures.ts';

// Season planning through the API, for journeys where setting the schedule is not the point.

const headers = { [CSRF_HEADER]: '1' };

/** The owner sets the group's training days and cancelled dates. */
export async function setScheduleViaApi(
  owner: Page | APIRequestContext,
  groupId: string,
  schedule: ScheduleInput,
): Promise<void> {
  const api = 'request' in owner ? owner.request : owner;
  const response = await api.put(pathFor(API_PATHS.groupSchedule, { groupId }), {
    data: schedule,
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
}
