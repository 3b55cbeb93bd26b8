import type { Notification } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { OwnerBadge } from '../../../components/owner-badge.tsx';
import { Card, cardStyles } from '../../../components/ui/card.tsx';
import layout from '../../../components/ui/layout.module.css';
import text from '../../../components/ui/text.module.css';
import { useDateFormat, useDateRangeFormat, useTimeAgo } from '../../../lib/datetime.ts';
import { consecutiveSpans, type InboxCard } from '../model/inbox-cards.ts';
import type { NotificationText } from '../model/notification-text.ts';
import { AttendanceIcon } from './attendance-icon.tsx';
import { CardDays } from './card-days.tsx';
import styles from './notification-card.module.css';
import { isMembershipEnd, SeasonEntryDetail } from './season-entry-detail.tsx';

interface NotificationCardProps {
  card: InboxCard;
  /** The words of the card's newest entry. */
  text: NotificationText;
  /** A tap on the card: it opens the first day and marks every day read. */
  onOpen: (card: InboxCard) => void;
  /** A tap on one of a card's days. */
  onOpenDay: (notification: Notification) => void;
}

/**
 * One inbox card: group, who said what, their note, the day (or the run of days, which it
 * expands to) and how long ago it happened. Read cards are muted
 * (docs/product.md#notifications-screen).
 */
export function NotificationCard({ card, text: words, onOpen, onOpenDay }: NotificationCardProps) {
  const { t } = useTranslation();
  const { latest: notification, days } = card;
  const unread = card.unread;
  const timeAgo = useTimeAgo();
  const range = useDateRangeFormat();
  const format = useDateFormat();
  const several = days.length > 1;
  // A run's notes differ from day to day; its days show them.
  const note = several ? undefined : notification.context.note;
  return (
    <Card
      as="li"
      variant="outlined"
      data-read={!unread}
      className={styles.card}
      // Inline, not in the stylesheet: the muting is part of what the card says, and a test reads it.
      style={{ opacity: unread ? 1 : 0.7 }}
    >
      <button
        type="button"
        className={`${cardStyles.actionArea} ${styles.area}`}
        onClick={() => onOpen(card)}
      >
        <AttendanceIcon
          attendance={notification.context.attendance}
          left={isMembershipEnd(notification.context)}
          muted={!unread}
          className={styles.icon}
        />
        <span className={styles.body}>
          <span className={`${text.overline} ${text.secondary} ${text.noWrap} ${styles.line}`}>
            {words.group}
          </span>
          <span className={`${text.body1} ${styles.headline} ${styles.line}`}>
            {words.headline}
            {notification.context.userIsOwner && <OwnerBadge />}
          </span>
          {words.since && (
            <span className={`${text.body2} ${text.secondary} ${styles.line}`}>{words.since}</span>
          )}
          <SeasonEntryDetail context={notification.context} />
          {note && (
            // One line here; the group screen shows all of it.
            <span className={`${text.body2} ${text.noWrap} ${styles.note} ${styles.line}`}>
              {t('notifications.noteOf', { note })}
            </span>
          )}
          <span className={`${text.body2} ${text.secondary} ${styles.line}`}>
            {several
              ? consecutiveSpans(days)
                  .map(([first, last]) =>
                    first === last ? format(first, 'dayMonth') : range(first, last),
                  )
                  .join(', ')
              : words.date}
            {' · '}
            <time dateTime={notification.updatedAt}>
              {timeAgo(Date.parse(notification.updatedAt), Date.now())}
            </time>
          </span>
        </span>
        {unread && (
          <span className={styles.dot}>
            <span className={layout.visuallyHidden}>{t('notifications.unread')}</span>
          </span>
        )}
      </button>
      {several && <CardDays days={days} onOpenDay={onOpenDay} />}
    </Card>
  );
}
