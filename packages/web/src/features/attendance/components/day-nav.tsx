import { addDays, type Day } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { Button, IconButton } from '../../../components/ui/ui.tsx';
import { useDayFormat } from '../../../lib/datetime.ts';
import styles from './calendar.module.css';

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
    <div className={styles.dayNav}>
      <IconButton
        aria-label={t('attendance.previousDay')}
        onClick={() => onSelect(addDays(day, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Tooltip title={t('attendance.goToToday')}>
        <Button
          onClick={() => onSelect(today)}
          color={day === today ? 'primary' : 'inherit'}
          className={styles.dayButton}
        >
          <span>{formatDay(day, 'fullDate')}</span>
        </Button>
      </Tooltip>
      <IconButton aria-label={t('attendance.nextDay')} onClick={() => onSelect(addDays(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}
