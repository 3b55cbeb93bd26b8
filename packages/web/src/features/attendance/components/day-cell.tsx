import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { alpha, styled } from '@mui/material/styles';
import type { Day } from '@turnout/domain';
import { memo } from 'react';
import type { MyMark } from '../day-index.ts';
import type { TrainingMark } from '../season/schedule-context.ts';
import { TrainingDate } from '../season/training-mark.tsx';

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
  onSelect: (day: Day) => void;
}

export const CELL_HEIGHT = 52;

// One class for every cell: the states are attribute selectors, so ~150 cells share one style
// and a state change touches attributes only. A plain button rather than MUI's ButtonBase: no
// ripple machinery per cell.
const Cell = styled('button')(({ theme }) => {
  const { primary, success, error, secondary } = theme.palette;
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: CELL_HEIGHT - 4,
    margin: '2px 0',
    padding: 0,
    border: 0,
    borderRadius: 8,
    backgroundColor: 'transparent',
    font: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    fontSize: 16,
    lineHeight: 1.1,
    fontVariantNumeric: 'tabular-nums',
    color: theme.palette.text.primary,
    transition: theme.transitions.create(['background-color', 'color'], { duration: 150 }),
    // Touch screens keep :hover after a tap; only real pointers get the hover colour.
    '@media (hover: hover)': {
      '&:hover': { backgroundColor: alpha(primary.main, 0.08) },
      '&[aria-pressed="true"]:hover': { backgroundColor: primary.dark },
    },
    '&:focus-visible': { outline: `2px solid ${secondary.main}`, outlineOffset: 1 },
    // The month label is drawn from data-month, not DOM text: the cell's name is the full date,
    // and a visible "Sep" + "1" that is not part of that name fails WCAG 2.5.3 (axe).
    '&::before': {
      content: 'attr(data-month)',
      display: 'block',
      fontSize: 10,
      fontWeight: 700,
      height: 11,
      textTransform: 'uppercase',
    },
    '& .mark': { height: 14, display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 },
    // The group's answer at a glance: who comes as a number, who does not as a dot beside it.
    // Drawn from data-present like the month label: DOM text outside the name fails WCAG 2.5.3.
    '& .tally::before': { content: 'attr(data-present)' },
    '& .tally': { fontSize: 11, fontWeight: 700, color: success.dark },
    '& .mark[data-away]::after': {
      content: '""',
      width: 6,
      height: 6,
      borderRadius: '50%',
      backgroundColor: error.main,
    },
    '&[data-mark="present"]': { backgroundColor: alpha(success.main, 0.14) },
    '&[data-mark="present"] .mark': { color: success.main },
    '&[data-mark="away"]': { backgroundColor: alpha(error.main, 0.12) },
    '&[data-mark="away"] .mark': { color: error.main },
    '&[aria-current="date"]': {
      color: primary.main,
      fontWeight: 700,
      boxShadow: `inset 0 0 0 2px ${primary.main}`,
    },
    '&[aria-pressed="true"]': {
      color: primary.contrastText,
      backgroundColor: primary.main,
      fontWeight: 700,
      boxShadow: 'none',
    },
    '&[aria-pressed="true"] .mark, &[aria-pressed="true"] .tally': {
      color: primary.contrastText,
    },
    '&[aria-pressed="true"] .mark[data-away]::after': {
      boxShadow: `0 0 0 1px ${primary.contrastText}`,
    },
  };
});

/**
 * One day of the calendar. Only primitive props and a stable `onSelect`, so selecting another
 * day re-renders the two cells whose `isSelected` changed, not the whole calendar.
 */
export const DayCell = memo(function DayCell(props: DayCellProps) {
  const { day, dayOfMonth, label, monthLabel, isToday, isSelected, myMark, onSelect } = props;
  const { present, away } = props;
  const MarkIcon = myMark === 'present' ? CheckIcon : myMark === 'away' ? CloseIcon : undefined;
  return (
    <Cell
      data-day={day}
      data-mark={myMark}
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
    </Cell>
  );
});
