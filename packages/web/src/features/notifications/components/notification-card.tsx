import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Notification } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useTimeAgo } from '../../../lib/datetime.ts';
import type { NotificationText } from '../notification-text.ts';
import { AttendanceIcon } from './attendance-icon.tsx';

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
  notification: Notification;
  text: NotificationText;
  onOpen: (notification: Notification) => void;
}

/**
 * One inbox entry: group, who said what, their note, the day and how long ago it happened. Read
 * entries are muted (SPEC §2).
 */
export function NotificationCard({ notification, text, onOpen }: NotificationCardProps) {
  const { t } = useTranslation();
  const unread = !notification.isRead;
  const timeAgo = useTimeAgo();
  const { note } = notification.context;
  return (
    <Card
      component="li"
      variant="outlined"
      data-read={notification.isRead}
      sx={{
        listStyle: 'none',
        bgcolor: unread ? 'background.paper' : 'transparent',
        borderLeftWidth: 4,
        borderLeftColor: unread ? 'secondary.main' : 'divider',
        opacity: unread ? 1 : 0.7,
      }}
    >
      <CardActionArea
        onClick={() => onOpen(notification)}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 2 }}
      >
        <AttendanceIcon
          attendance={notification.context.attendance}
          left={notification.context.kind !== undefined}
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
          {note && (
            // One line here; the group screen shows all of it.
            <Typography variant="body2" component="p" noWrap sx={{ fontStyle: 'italic' }}>
              {t('notifications.noteOf', { note })}
            </Typography>
          )}
          <Typography variant="body2" component="p" color="text.secondary">
            {text.date}
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
    </Card>
  );
}
