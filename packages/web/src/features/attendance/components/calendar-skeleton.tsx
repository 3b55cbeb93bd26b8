import { useTranslation } from 'react-i18next';
import styles from './calendar.module.css';

const CELLS = Array.from({ length: 35 }, (_, cell) => cell);

/** The calendar's shape while the first data loads. */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('attendance.loading')}>
      {[0, 1].map((month) => (
        <div key={month} className={styles.month} aria-hidden>
          <div className={styles.title} />
          <div className={styles.days}>
            {CELLS.map((cell) => (
              <div key={cell} className={styles.day} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
