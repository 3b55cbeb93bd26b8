import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Notification } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useDateRangeFormat, useTimeAgo } from '../../../lib/datetime.ts';
import type { InboxCard } from '../inbox-cards.ts';
import type { NotificationText } from '../notification-text.ts';
import { AttendanceIcon } from './attendance-icon.tsx';
import { CardDays } from './card-days.tsx';
import { isMembershipEnd, SeasonEntryDetail } from './season-entry-detail.tsx';

// Read by screen readers, not shown: the dot says it to the eye.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
 * expands to) and how long ago it happened. Read cards are muted (SPEC §2).
 */
export function NotificationCard({ card, text, onOpen, onOpenDay }: NotificationCardProps) {
  const { t } = useTranslation();
  const { latest: notification, days } = card;
  const unread = card.unread;
  const timeAgo = useTimeAgo();
  const range = useDateRangeFormat();
  const several = days.length > 1;
  // A run's notes differ from day to day; its days show them.
  const note = several ? undefined : notification.context.note;
  return (
    <Card
      component="li"
      variant="outlined"
      data-read={!unread}
      sx={{
        listStyle: 'none',
        bgcolor: unread ? 'background.paper' : 'transparent',
        borderLeftWidth: 4,
        borderLeftColor: unread ? 'secondary.main' : 'divider',
        opacity: unread ? 1 : 0.7,
      }}
    >
      <CardActionArea
        onClick={() => onOpen(card)}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 2 }}
      >
        <AttendanceIcon
          attendance={notification.context.attendance}
          left={isMembershipEnd(notification.context)}
          muted={!unread}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" component="p" color="text.secondary" noWrap>
            {text.group}
          </Typography>
          <Typography
            component="p"
            color={unread ? 'text.primary' : 'text.secondary'}
            sx={{ fontWeight: unread ? 500 : 400 }}
          >
            {text.headline}
          </Typography>
          {text.since && (
            <Typography variant="body2" component="p" color="text.secondary">
              {text.since}
            </Typography>
          )}
          <SeasonEntryDetail context={notification.context} />
          {note && (
            // One line here; the group screen shows all of it.
            <Typography variant="body2" component="p" noWrap sx={{ fontStyle: 'italic' }}>
              {t('notifications.noteOf', { note })}
            </Typography>
          )}
          <Typography variant="body2" component="p" color="text.secondary">
            {several
              ? range(days[0]!.context.timestamp, days.at(-1)!.context.timestamp)
              : text.date}
            {' · '}
            <time dateTime={notification.updatedAt}>
              {timeAgo(Date.parse(notification.updatedAt), Date.now())}
            </time>
          </Typography>
        </Box>
        {unread && (
          <Box
            sx={{ width: 10, height: 10, mt: 1, borderRadius: '50%', bgcolor: 'secondary.main' }}
          >
            <Box component="span" sx={visuallyHidden}>
              {t('notifications.unread')}
            </Box>
          </Box>
        )}
      </CardActionArea>
      {several && <CardDays days={days} onOpenDay={onOpenDay} />}
    </Card>
  );
}
