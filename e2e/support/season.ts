import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_PATHS,
  CSRF_HEADER,
  notificationListResponseSchema,
  pathFor,
  type ReminderSettings,
  type ScheduleInput,
} from '@turnout/domain';
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

/** A member's reminder setting for a group. */
export async function remindersViaApi(
  api: APIRequestContext,
  groupId: string,
  settings: ReminderSettings,
): Promise<void> {
  const response = await api.put(pathFor(API_PATHS.groupReminders, { groupId }), {
    data: settings,
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** How many reminder cards the member's inbox holds. */
export async function reminderCount(api: APIRequestContext): Promise<number> {
  const response = await api.get(`${API_PATHS.notifications}?limit=50`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = notificationListResponseSchema.parse(await response.json());
  return items.filter((item) => item.context.kind === 'reminder').length;
}
