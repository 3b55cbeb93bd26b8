import type { TrainingMark } from '../hooks/use-schedule.ts';
import styles from './training-mark.module.css';

/**
 * A day cell's date, marked at a glance: underlined on a training day, struck through when the
 * training is cancelled. Decoration only: the cell's accessible name says it in words
 * (training-label.ts), so the date stays hidden from assistive technology as before.
 */
export function TrainingDate({
  kind,
  children,
}: {
  kind: TrainingMark['kind'] | undefined;
  children: number;
}) {
  return (
    <span aria-hidden className={styles.date} data-kind={kind}>
      {children}
    </span>
  );
}
