import { describe, expect, it } from 'vitest';
import {
  attendanceIntervalQuerySchema,
  attendanceOfState,
  attendanceRecordSchema,
  choiceOfRecord,
  countByState,
  groupByState,
  isNoOpChange,
  recordsOfDay,
  setAttendanceInputSchema,
  stateOfAttendance,
} from './attendance.ts';
import { toDay } from './days.ts';

describe('attendance states (docs/product.md#attendance)', () => {
  it('map to the product’s field: true present, false away, unset undecided', () => {
    expect(attendanceOfState('present')).toBe(true);
    expect(attendanceOfState('away')).toBe(false);
    expect(attendanceOfState('undecided')).toBeUndefined();
    expect(stateOfAttendance(true)).toBe('present');
    expect(stateOfAttendance(false)).toBe('away');
    expect(stateOfAttendance(undefined)).toBe('undecided');
    expect(stateOfAttendance(null)).toBe('undecided');
  });
});

describe('set attendance input', () => {
  it('takes a day, a state and an optional note', () => {
    expect(
      setAttendanceInputSchema.parse({ day: '2026-03-29', state: 'present', note: ' late ' }),
    ).toEqual({ day: '2026-03-29', state: 'present', note: 'late' });
    expect(setAttendanceInputSchema.parse({ day: '2026-03-29', state: 'away', note: ' ' })).toEqual(
      {
        day: '2026-03-29',
        state: 'away',
      },
    );
  });

  it('clears the note with undecided', () => {
    expect(
      setAttendanceInputSchema.parse({ day: '2026-03-29', state: 'undecided', note: 'x' }),
    ).toEqual({ day: '2026-03-29', state: 'undecided' });
  });

  it('refuses impossible days, unknown states, long notes and unknown fields', () => {
    const ok = { day: '2026-03-29', state: 'present' };
    expect(setAttendanceInputSchema.safeParse({ ...ok, day: '2026-02-30' }).success).toBe(false);
    expect(setAttendanceInputSchema.safeParse({ ...ok, state: 'maybe' }).success).toBe(false);
    expect(setAttendanceInputSchema.safeParse({ ...ok, note: 'x'.repeat(500) }).success).toBe(true);
    const long = setAttendanceInputSchema.safeParse({ ...ok, note: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('note can have at most 500 characters');
    expect(setAttendanceInputSchema.safeParse({ ...ok, userId: 'u2' }).success).toBe(false);
  });
});

describe('interval query', () => {
  it('accepts a calendar interval and refuses absurd ones clearly', () => {
    expect(attendanceIntervalQuerySchema.parse({ from: '2026-10-01', to: '2027-02-28' })).toEqual({
      from: '2026-10-01',
      to: '2027-02-28',
    });
    const long = attendanceIntervalQuerySchema.safeParse({ from: '2020-01-01', to: '2027-01-01' });
    expect(long.error?.issues[0]?.message).toBe('The interval can span at most 200 days.');
    const reversed = attendanceIntervalQuerySchema.safeParse({
      from: '2027-01-02',
      to: '2027-01-01',
    });
    expect(reversed.error?.issues[0]?.message).toBe('The interval must not end before it starts.');
    expect(attendanceIntervalQuerySchema.safeParse({ from: '2026-10-01' }).success).toBe(false);
  });

  it('reports a day that does not exist instead of throwing', () => {
    for (const from of ['2026-02-30', 'yesterday', '']) {
      const result = attendanceIntervalQuerySchema.safeParse({ from, to: '2026-03-31' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(['from']);
    }
  });
});

describe('isNoOpChange (docs/product.md#day-attendance)', () => {
  it('is a no-op when value and note are unchanged', () => {
    expect(
      isNoOpChange({ state: 'present', note: 'late' }, { state: 'present', note: 'late' }),
    ).toBe(true);
    expect(isNoOpChange({ state: 'away' }, { state: 'away', note: '' })).toBe(true);
    expect(isNoOpChange(undefined, { state: 'undecided' })).toBe(true);
    expect(isNoOpChange({ state: 'undecided' }, { state: 'undecided', note: 'ignored' })).toBe(
      true,
    );
    expect(isNoOpChange(choiceOfRecord(undefined), { state: 'undecided' })).toBe(true);
  });

  it('sends a change of value or note', () => {
    expect(isNoOpChange({ state: 'present' }, { state: 'away' })).toBe(false);
    expect(isNoOpChange(undefined, { state: 'present' })).toBe(false);
    expect(isNoOpChange({ state: 'present', note: 'a' }, { state: 'present', note: 'b' })).toBe(
      false,
    );
    expect(isNoOpChange({ state: 'present', note: 'a' }, { state: 'present' })).toBe(false);
    expect(isNoOpChange({ state: 'away', note: 'a' }, { state: 'undecided' })).toBe(false);
    expect(
      isNoOpChange(choiceOfRecord({ attendance: true, note: 'a' }), {
        state: 'present',
        note: 'a',
      }),
    ).toBe(true);
  });
});

describe('counting and listing a day', () => {
  const day = toDay('2026-03-29');
  const members = [
    { userId: 'u1', userDisplayName: 'Max' },
    { userId: 'u2', userDisplayName: 'ada' },
    { userId: 'u3', userDisplayName: 'Bo' },
    { userId: 'u4', userDisplayName: 'Ärne' },
    { userId: 'u5', userDisplayName: 'Cy' },
  ];
  const records = [
    { userId: 'u1', userDisplayName: 'Max', day, attendance: true, note: 'late' },
    { userId: 'u2', userDisplayName: 'ada', day, attendance: true },
    { userId: 'u3', userDisplayName: 'Bo', day, attendance: false },
    { userId: 'gone', userDisplayName: 'Left', day, attendance: true }, // no longer a member
    { userId: 'u5', userDisplayName: 'Cy', day: toDay('2026-03-30'), attendance: false },
  ];
  const ofDay = recordsOfDay(records, day);

  it('counts members without a record as undecided and ignores non-members', () => {
    expect(ofDay).toHaveLength(4);
    expect(
      countByState(
        ofDay,
        members.map((m) => m.userId),
      ),
    ).toEqual({ away: 1, undecided: 2, present: 2 });
    expect(countByState([], ['u1', 'u2'])).toEqual({ away: 0, undecided: 2, present: 0 });
  });

  it('lists members per state, sorted by name, with their notes', () => {
    expect(groupByState(ofDay, members)).toEqual({
      away: [{ userId: 'u3', userDisplayName: 'Bo' }],
      undecided: [
        { userId: 'u4', userDisplayName: 'Ärne' },
        { userId: 'u5', userDisplayName: 'Cy' },
      ],
      present: [
        { userId: 'u2', userDisplayName: 'ada' },
        { userId: 'u1', userDisplayName: 'Max', note: 'late' },
      ],
    });
  });

  it('parses records as the API returns them', () => {
    expect(attendanceRecordSchema.parse(records[0])).toEqual(records[0]);
    expect(attendanceRecordSchema.safeParse({ ...records[0], attendance: null }).success).toBe(
      false,
    );
  });
});
