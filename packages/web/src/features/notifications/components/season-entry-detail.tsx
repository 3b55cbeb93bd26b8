import type { NotificationContext } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { PlaceOutlinedIcon } from '../../../components/ui/icons.tsx';
import { useDayFormat } from '../../../lib/datetime.ts';
import styles from './season-entry-detail.module.css';

/**
 * What an inbox card adds for season planning's entries: a reminder names the training's place
 * (its headline has the time and the answers so far); a repeating answer names the days between
 * its first and last that kept another answer (docs/decisions/032-notes-belong-to-answers.md).
 * Nothing for any other entry.
 */
export function SeasonEntryDetail({ context }: { context: NotificationContext }) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const except = context.kind === 'series' ? context.series?.except : undefined;
  if (except?.length) {
    const days = except.map((day) => formatDay(day, 'weekdayDayMonth')).join(', ');
    return <p className={styles.place}>{t('season.seriesExcept', { days })}</p>;
  }
  const place = context.kind === 'reminder' ? context.reminder?.place : undefined;
  if (!place) return null;
  return (
    <p className={styles.place}>
      <PlaceOutlinedIcon fontSize="inherit" />
      {place}
    </p>
  );
}

/** The card's icon shows a member leaving only for the entries that say so. */
export function isMembershipEnd(context: NotificationContext): boolean {
  return context.kind === 'left' || context.kind === 'removed' || context.kind === 'removal';
}
