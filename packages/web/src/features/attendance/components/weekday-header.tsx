import Box from '@mui/material/Box';
import { weekdayOrder, type WeekStart } from '@turnout/domain';
import { formatWeekday } from '../../../lib/datetime.ts';

/** The weekday names above the calendar's columns, in the configured locale's order. */
export function WeekdayHeader({ weekStart, locale }: { weekStart: WeekStart; locale: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, 1fr)',
        columnGap: 0.5,
        py: 0.75,
        textAlign: 'center',
        typography: 'caption',
        fontWeight: 700,
        color: 'text.secondary',
      }}
    >
      {weekdayOrder(weekStart).map((weekday) => (
        <span key={weekday}>{formatWeekday(weekday, locale)}</span>
      ))}
    </Box>
  );
}
