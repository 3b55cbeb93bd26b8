import type { SeasonGridResponse } from '@turnout/domain';

// The season grid's order (docs/product.md#statistics): as the server sends it (members by name,
// then former members, then deleted ones), or by attendance: the share of recorded trainings a
// person came to, highest first, then by trainings came, the server's order breaking ties.

export type GridSort = 'name' | 'attendance';
type GridPerson = SeasonGridResponse['people'][number];

export function attendanceShare(person: GridPerson): number {
  return person.recordedDays === 0 ? 0 : person.cameTotal / person.recordedDays;
}

export function sortGrid(people: readonly GridPerson[], sort: GridSort): GridPerson[] {
  if (sort === 'name') return [...people];
  return people
    .map((person, index) => ({ person, index }))
    .sort(
      (a, b) =>
        attendanceShare(b.person) - attendanceShare(a.person) ||
        b.person.cameTotal - a.person.cameTotal ||
        a.index - b.index,
    )
    .map(({ person }) => person);
}
