import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  civilDate,
  firstDayOfMonth,
  type CalendarWeek,
  type Day,
  type Month,
} from '@turnout/domain';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../../../lib/datetime.ts';
import type { DayTally, MyMark } from '../day-index.ts';
import { useTrainingMarks } from '../season/schedule-context.ts';
import { trainingLabel } from '../season/training-label.ts';
import { CELL_HEIGHT, DayCell } from './day-cell.tsx';

const NO_TALLY: DayTally = { present: 0, away: 0 };

interface MonthViewProps {
  month: Month;
  weeks: CalendarWeek[];
  /** The selected day and today, or null when they are not in this month. */
  selected: Day | null;
  today: Day | null;
  myMarks: ReadonlyMap<Day, MyMark>;
  tallies: ReadonlyMap<Day, DayTally>;
  onSelect: (day: Day) => void;
  /** Render the grid empty, at its final height: its days come in a moment later. */
  daysLater?: boolean;
}

/** One month: its name and its days in a seven-column grid (empty cells outside the month). */
export const MonthView = memo(function MonthView(props: MonthViewProps) {
  const { month, weeks, selected, today, myMarks, tallies, onSelect, daysLater = false } = props;
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const headingId = useId();
  const trainingOn = useTrainingMarks();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle2"
        sx={{ px: 1, pt: 1.5, pb: 0.5, color: 'text.secondary', fontWeight: 700 }}
      >
        {formatDay(firstDayOfMonth(month), 'monthYear')}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', columnGap: 0.5 }}
        // Each week is one row of cells CELL_HEIGHT tall (margins included).
        style={daysLater ? { height: weeks.length * CELL_HEIGHT } : undefined}
      >
        {daysLater
          ? null
          : weeks.flat().map((day, index) => {
              if (!day) return <span key={`empty-${index}`} />;
              const { day: dayOfMonth } = civilDate(day);
              const mark = myMarks.get(day);
              const { present, away } = tallies.get(day) ?? NO_TALLY;
              const training = trainingOn(day);
              const label = [
                formatDay(day, 'fullDate'),
                day === today && t('attendance.today'),
                trainingLabel(t, training),
                mark && t('attendance.myMark', { state: t(`attendance.states.${mark}`) }),
                t('attendance.tally', { present, away }),
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <DayCell
                  key={day}
                  day={day}
                  dayOfMonth={dayOfMonth}
                  label={label}
                  monthLabel={dayOfMonth === 1 ? formatDay(day, 'monthShort') : undefined}
                  isToday={day === today}
                  isSelected={day === selected}
                  myMark={mark}
                  present={present}
                  away={away}
                  training={training?.kind}
                  onSelect={onSelect}
                />
              );
            })}
      </Box>
    </Box>
  );
});
