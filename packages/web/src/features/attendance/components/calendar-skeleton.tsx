import { alpha, keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CELL_HEIGHT } from './day-cell.tsx';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

// Plain elements under one class, pulsing together: the skeleton is on screen for the first
// paint of the group page, where 70 MUI Skeletons, each styled on its own, cost a visible
// share of the start-up work (Lighthouse, issue 7).
const Shape = styled('div')(({ theme }) => {
  // The colour of MUI's Skeleton.
  const shade = alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.13 : 0.11);
  return {
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    '& .month': { marginBottom: theme.spacing(2) },
    '& .title': {
      width: 140,
      height: 20,
      margin: theme.spacing(1.5, 1),
      borderRadius: 4,
      backgroundColor: shade,
    },
    '& .days': {
      display: 'grid',
      gridTemplateColumns: 'repeat(7, 1fr)',
      columnGap: theme.spacing(0.5),
    },
    '& .day': {
      height: CELL_HEIGHT - 4,
      margin: '2px 0',
      borderRadius: 8,
      backgroundColor: shade,
    },
  };
});

const CELLS = Array.from({ length: 35 }, (_, cell) => cell);

/** The calendar's shape while the first data loads. */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <Shape role="status" aria-label={t('attendance.loading')}>
      {[0, 1].map((month) => (
        <div key={month} className="month" aria-hidden>
          <div className="title" />
          <div className="days">
            {CELLS.map((cell) => (
              <div key={cell} className="day" />
            ))}
          </div>
        </div>
      ))}
    </Shape>
  );
}
