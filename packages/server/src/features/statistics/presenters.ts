import {
  addDays,
  compareDays,
  isoWeekdayOf,
  nameCollator,
  type Day,
  type SeasonGridResponse,
  type StatisticsResponse,
  type StatisticsWeek,
} from '@turnout/domain';
import type { DayFiguresRow, PersonRow, RecordCells, RecordFigures } from './data.ts';

// The record's rows as the statistics' and the grid's answers (docs/product.md#statistics).

const KIND_ORDER = { member: 0, former: 1, deleted: 2 } as const;

/** Members by name, then former members by name, then "Deleted member N" by N. */
export function sortPeople<P extends PersonRow>(people: readonly P[], locale: string): P[] {
  const collator = nameCollator(locale);
  return [...people].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      collator.compare(a.name ?? '', b.name ?? '') ||
      (a.deletedNumber ?? 0) - (b.deletedNumber ?? 0),
  );
}

/** The Monday of a day's week (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function weekOf(day: Day): Day {
  return addDays(day, 1 - isoWeekdayOf(day));
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The chart's weeks: averages per training day of each week that has one. */
export function weeksOf(days: readonly DayFiguresRow[]): StatisticsWeek[] {
  const weeks = new Map<Day, DayFiguresRow[]>();
  for (const day of days) {
    const week = weekOf(day.day);
    weeks.set(week, [...(weeks.get(week) ?? []), day]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => compareDays(a, b))
    .map(([week, trainings]) => {
      const recorded = trainings.filter((day) => day.recorded);
      const sum = (list: DayFiguresRow[], pick: (day: DayFiguresRow) => number) =>
        list.reduce((total, day) => total + pick(day), 0);
      return {
        week,
        trainings: trainings.length,
        came:
          recorded.length === 0 ? null : oneDecimal(sum(recorded, (d) => d.came) / recorded.length),
        saidPresent: oneDecimal(sum(trainings, (d) => d.present) / trainings.length),
        groupSize: Math.max(...trainings.map((day) => day.size)),
      };
    });
}

export function presentStatistics(
  figures: RecordFigures,
  options: {
    from: Day;
    to: Day;
    scope: 'group' | 'own';
    hasSchedule: boolean;
    userId: string;
    locale: string;
  },
): StatisticsResponse {
  const weeks = weeksOf(figures.days);
  return {
    from: options.from,
    to: options.to,
    scope: options.scope,
    hasSchedule: options.hasSchedule,
    people: sortPeople(figures.people, options.locale).map((person) => {
      const came = new Map(person.weeks);
      return {
        personId: person.personId,
        name: person.name,
        kind: person.kind,
        deletedNumber: person.deletedNumber,
        isYou: person.userId === options.userId,
        figures: person.figures,
        cameByWeek: weeks.map(({ week }) => came.get(week) ?? null),
      };
    }),
    trainings: figures.days.map((day) => ({
      day: day.day,
      answered: day.answered,
      present: day.present,
      came: day.recorded ? day.came : null,
    })),
    weeks,
  };
}

export function presentGrid(
  cells: RecordCells,
  options: { from: Day; to: Day; locale: string },
): SeasonGridResponse {
  const column = new Map(cells.days.map((day, n) => [day, n]));
  const rows = new Map(
    sortPeople(cells.people, options.locale).map((person) => [
      person.personId,
      {
        personId: person.personId,
        name: person.name,
        kind: person.kind,
        deletedNumber: person.deletedNumber,
        answers: cells.days.map((): 'present' | 'away' | null => null),
        came: cells.days.map((): boolean | null => null),
        cameTotal: 0,
        recordedDays: 0,
      },
    ]),
  );
  for (const fact of cells.facts) {
    const row = rows.get(fact.personId);
    const n = column.get(fact.day);
    if (!row || n === undefined) continue;
    if (fact.attendance !== null) row.answers[n] = fact.attendance ? 'present' : 'away';
    if (fact.recorded) {
      row.came[n] = fact.came === true;
      row.recordedDays += 1;
      if (fact.came) row.cameTotal += 1;
    }
  }
  return { from: options.from, to: options.to, days: cells.days, people: [...rows.values()] };
}
