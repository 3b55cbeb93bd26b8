import { addDays, API_PATHS, NOTIFICATIONS_PAGE_SIZE, pathFor, type Day } from '@turnout/domain';
import type { DayInterval } from '@turnout/domain';
import { BASELINE_PATHS } from './baseline-app.ts';
import type { SeededPerson } from './load-mixed-seed.ts';
import { pick } from './random.ts';

// What a signed-in person does in the mixed-load benchmark, each request as the web app sends
// it (its fetchers in packages/web/src/features/*/api), with its weight in a person's mix, and
// the bare baseline's route for the same statement with the same parameters.

export interface Operation {
  name: string;
  /** Percent of a person's requests. */
  weight: number;
  method: 'GET' | 'PUT' | 'POST';
  /** The path and query the app receives from this person (random choices drawn anew). */
  path: (person: SeededPerson) => string;
  baselinePath: (person: SeededPerson) => string;
  body?: () => string;
}

export function mixedOperations(
  interval: DayInterval,
  today: Day,
  random: () => number = Math.random,
): Operation[] {
  const range = `from=${interval.from}&to=${interval.to}`;
  const group = (person: SeededPerson) => pick(random, person.groupIds);
  return [
    {
      name: 'my groups',
      weight: 15,
      method: 'GET',
      path: () => API_PATHS.groups,
      baselinePath: () => BASELINE_PATHS.groups,
    },
    {
      // The group screen's calendar: five months around today (group-calendar.tsx).
      name: 'group calendar',
      weight: 35,
      method: 'GET',
      path: (person) => `${pathFor(API_PATHS.attendance, { groupId: group(person) })}?${range}`,
      baselinePath: (person) =>
        `${pathFor(BASELINE_PATHS.calendar, { groupId: group(person) })}?${range}`,
    },
    {
      name: 'mark a day',
      weight: 20,
      method: 'PUT',
      path: (person) => pathFor(API_PATHS.attendance, { groupId: group(person) }),
      baselinePath: (person) => pathFor(BASELINE_PATHS.markDay, { groupId: group(person) }),
      body: () => JSON.stringify(dayChoice(today, random)),
    },
    {
      // The inbox screen's first page (get-notifications.ts).
      name: 'inbox page',
      weight: 25,
      method: 'GET',
      path: () => `${API_PATHS.notifications}?limit=${NOTIFICATIONS_PAGE_SIZE}`,
      baselinePath: () => `${BASELINE_PATHS.inbox}?limit=${NOTIFICATIONS_PAGE_SIZE}`,
    },
    {
      // The bell: one entry and the unread count (notificationsSummaryQueryOptions).
      name: 'unread count',
      weight: 3,
      method: 'GET',
      path: () => `${API_PATHS.notifications}?limit=1`,
      baselinePath: () => `${BASELINE_PATHS.inbox}?limit=1`,
    },
    {
      // Tapping an entry of the first page; the web app sends no body.
      name: 'mark read',
      weight: 2,
      method: 'POST',
      path: (person) => pathFor(API_PATHS.notificationRead, { id: pick(random, person.inboxIds) }),
      baselinePath: (person) =>
        pathFor(BASELINE_PATHS.markRead, { id: pick(random, person.inboxIds) }),
    },
  ];
}

/** Draws operations by weight. */
export function operationChooser(
  operations: Operation[],
  random: () => number = Math.random,
): () => Operation {
  const total = operations.reduce((sum, operation) => sum + operation.weight, 0);
  return () => {
    let left = random() * total;
    for (const operation of operations) {
      left -= operation.weight;
      if (left < 0) return operation;
    }
    return operations.at(-1)!;
  };
}

/**
 * A day's choice as the day sheet sends it ({ day, state, note? }): today and the coming three
 * weeks (days that are over are closed to members: docs/decisions/049-roll-call-and-closed-days.md),
 * present more often than away, sometimes back to undecided, a fifth with a note.
 */
function dayChoice(today: Day, random: () => number) {
  const day = addDays(today, Math.floor(random() * 21));
  const draw = random();
  if (draw < 0.15) return { day, state: 'undecided' };
  const state = draw < 0.65 ? 'present' : 'away';
  return random() < 0.2
    ? { day, state, note: state === 'away' ? 'Travelling' : 'Late' }
    : { day, state };
}
