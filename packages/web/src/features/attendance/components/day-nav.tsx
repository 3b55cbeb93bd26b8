import { addDays, type Day } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useDayFormat } from '../../../lib/datetime.ts';
import styles from './day-sheet.module.css';
import { memo } from 'react';

interface DayNavProps {
  day: Day;
  today: Day;
  onSelect: (day: Day) => void;
}

/**
 * Previous day, next day, and the date itself, which returns to today
 * (docs/product.md#day-sheet).
 */
export const DayNav = memo(function DayNav({ day, today, onSelect }: DayNavProps) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  return (
    <div className={styles.nav}>
      <IconButton
        aria-label={t('attendance.previousDay')}
        onClick={() => onSelect(addDays(day, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Tooltip title={t('attendance.goToToday')}>
        <Button
          className={styles.date}
          onClick={() => onSelect(today)}
          color={day === today ? 'primary' : 'inherit'}
        >
          <span className={styles.dateText}>{formatDay(day, 'fullDate')}</span>
        </Button>
      </Tooltip>
      <IconButton aria-label={t('attendance.nextDay')} onClick={() => onSelect(addDays(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
});
