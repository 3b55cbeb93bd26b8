import type { NotificationContext } from '@turnout/domain';
import { PlaceOutlinedIcon } from '../../../components/ui/icons.tsx';
import styles from './season-entry-detail.module.css';

/**
 * What an inbox card adds for season planning's entries: a reminder names the training's place
 * (its headline has the time and the answers so far). Nothing for any other entry.
 */
export function SeasonEntryDetail({ context }: { context: NotificationContext }) {
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
