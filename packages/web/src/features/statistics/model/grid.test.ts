import { describe, expect, it } from 'vitest';
import { sortGrid } from './grid.ts';

const person = (name: string, cameTotal: number, recordedDays: number) => ({
  personId: name,
  name,
  kind: 'member' as const,
  deletedNumber: null,
  answers: [],
  came: [],
  cameTotal,
  recordedDays,
});

describe('the season grid order', () => {
  const people = [
    person('Ana', 2, 4),
    person('Ben', 3, 3),
    person('Cid', 0, 0),
    person('Dan', 4, 8),
  ];

  it("keeps the server's order by name", () => {
    expect(sortGrid(people, 'name').map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cid', 'Dan']);
  });

  it('puts the highest share of recorded days first, then more trainings, then the server order', () => {
    expect(sortGrid(people, 'attendance').map((p) => p.name)).toEqual(['Ben', 'Dan', 'Ana', 'Cid']);
  });
});
