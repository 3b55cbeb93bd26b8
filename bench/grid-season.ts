// The season grid benchmark's season (bench/grid-scroll.ts): 40 people × 100 training days.
import {
  addDays,
  type SeasonGridResponse,
  type StatisticsResponse,
  type Day,
} from '@turnout/domain';

export const PEOPLE = 40;
export const DAYS = 100;

/** A season of the benchmark's size: training days every other day, varied answers. */
export function season(): { grid: SeasonGridResponse; statistics: StatisticsResponse } {
  const from = '2026-01-05' as Day;
  const days = Array.from({ length: DAYS }, (_, n) => addDays(from, n * 2));
  const to = days.at(-1)!;
  const people = Array.from({ length: PEOPLE }, (_, p) => {
    const answers = days.map((_, d) =>
      (p + d) % 5 === 0 ? null : (p * d) % 3 === 0 ? ('away' as const) : ('present' as const),
    );
    const came = days.map((_, d) => ((p + 2 * d) % 4 === 0 ? false : true));
    return {
      personId: `person-${p}`,
      name: `Season Member ${String(p).padStart(2, '0')} with a longer name`,
      kind: 'member' as const,
      deletedNumber: null,
      answers,
      came,
      cameTotal: came.filter(Boolean).length,
      recordedDays: DAYS,
    };
  });
  const weeks = Array.from({ length: 29 }, (_, w) => ({
    week: addDays(from, w * 7),
    trainings: 3,
    came: 28 + (w % 5),
    saidPresent: 30 + (w % 4),
    groupSize: PEOPLE,
  }));
  const statistics: StatisticsResponse = {
    from,
    to,
    scope: 'group',
    hasSchedule: true,
    people: people.map((person, p) => ({
      personId: person.personId,
      name: person.name,
      kind: 'member',
      deletedNumber: null,
      isYou: p === 0,
      figures: {
        trainingDays: DAYS,
        answeredInTime: 80,
        saidPresent: 70,
        came: person.cameTotal,
        noShows: 5,
        cameWithoutAnswer: 3,
        droppedLate: 2,
        recordedDays: DAYS,
      },
      cameByWeek: weeks.map(() => 3),
    })),
    trainings: days.map((day) => ({ day, answered: 32, present: 28, came: 27 })),
    weeks,
  };
  return { grid: { from, to, days, people }, statistics };
}
