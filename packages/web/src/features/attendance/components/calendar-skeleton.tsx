import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { CELL_HEIGHT } from './day-cell.tsx';

/** The calendar's shape while the first data loads. */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('attendance.loading')}>
      {[0, 1].map((month) => (
        <Box key={month} sx={{ mb: 2 }} aria-hidden>
          <Skeleton width={140} sx={{ mx: 1, my: 1.5 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', columnGap: 0.5 }}>
            {Array.from({ length: 35 }, (_, cell) => (
              <Skeleton
                key={cell}
                variant="rounded"
                height={CELL_HEIGHT - 4}
                sx={{ my: '2px', borderRadius: 2 }}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
