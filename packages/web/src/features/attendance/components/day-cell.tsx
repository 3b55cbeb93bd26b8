import type { Day } from '@turnout/domain';
import { memo } from 'react';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import type { MyMark } from '../model/day-index.ts';
import styles from './calendar.module.css';
import type { TrainingMark } from '../../season/hooks/use-schedule.ts';
import { TrainingDate } from '../../season/components/training-mark.tsx';

export interface DayCellProps {
  day: Day;
  dayOfMonth: number;
  /** Accessible name: full date, "today", my state, the group's counts. */
  label: string;
  /** Short month name, only on the first of a month. */
  monthLabel: string | undefined;
  isToday: boolean;
  isSelected: boolean;
  myMark: MyMark | undefined;
  /** How many members will come, and how many will not (0 when nobody said so). */
  present: number;
  away: number;
  /** The group's training day, or a cancelled one (season planning). */
  training?: TrainingMark['kind'] | undefined;
  /** A coach's announcement for the day: a dot in the corner (the label says it in words). */
  announced?: boolean | undefined;
  onSelect: (day: Day) => void;
}

/** A cell's height with its margins (calendar.module.css draws 48 px + 2 × 2 px). */
export const CELL_HEIGHT = 52;

/**
 * One day of the calendar. Only primitive props and a stable `onSelect`, so selecting another
 * day re-renders the two cells whose `isSelected` changed, not the whole calendar.
 */
export const DayCell = memo(function DayCell(props: DayCellProps) {
  const { day, dayOfMonth, label, monthLabel, isToday, isSelected, myMark, onSelect } = props;
  const { present, away } = props;
  const MarkIcon = myMark === 'present' ? CheckIcon : myMark === 'away' ? CloseIcon : undefined;
  return (
    // A plain button: one rule set for ~150 cells, no per-cell machinery.
    <button
      className={styles.cell}
      data-day={day}
      data-mark={myMark}
      data-announced={props.announced || undefined}
      data-month={monthLabel}
      aria-label={label}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      // Roving tab stop: Tab enters the calendar on the selected day, arrows move from there.
      tabIndex={isSelected ? 0 : -1}
      type="button"
      onClick={() => onSelect(day)}
    >
      <TrainingDate kind={props.training}>{dayOfMonth}</TrainingDate>
      <span aria-hidden className="mark" data-away={away > 0 ? away : undefined}>
        {MarkIcon && <MarkIcon fontSize="inherit" />}
        {present > 0 && <span className="tally" data-present={present} />}
      </span>
    </button>
  );
});
