import { useTranslation } from 'react-i18next';
import styles from './calendar.module.css';

const CELLS = Array.from({ length: 35 }, (_, cell) => cell);

/**
 * The calendar's shape while the first data loads: plain elements under one class, pulsing
 * together, because the skeleton is on screen for the group page's first paint.
 */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('attendance.loading')}>
      {[0, 1].map((month) => (
        <div key={month} className={styles.month} aria-hidden>
          <div className={styles.skeletonTitle} />
          <div className={styles.days}>
            {CELLS.map((cell) => (
              <div key={cell} className={styles.skeletonDay} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
