import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { addDays, type Day } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../../../lib/datetime.ts';

interface DayNavProps {
  day: Day;
  today: Day;
  onSelect: (day: Day) => void;
}

/** SPEC §2: previous day, next day, and the date itself, which returns to today. */
export function DayNav({ day, today, onSelect }: DayNavProps) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, py: 0.5 }}>
      <IconButton
        aria-label={t('attendance.previousDay')}
        onClick={() => onSelect(addDays(day, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Tooltip title={t('attendance.goToToday')} describeChild>
        <Button
          onClick={() => onSelect(today)}
          color={day === today ? 'primary' : 'inherit'}
          sx={{ flex: 1, minWidth: 0, fontSize: 16, fontWeight: 700 }}
        >
          <Box
            component="span"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {formatDay(day, 'fullDate')}
          </Box>
        </Button>
      </Tooltip>
      <IconButton aria-label={t('attendance.nextDay')} onClick={() => onSelect(addDays(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
