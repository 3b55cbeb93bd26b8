import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useInAppNotification } from '../../lib/in-app-notification.tsx';
import { paths } from '../../lib/paths.ts';
import { BackButton } from './back-button.tsx';
import type { RouteHandle } from './route-handle.ts';

interface TopBarProps {
  handle: RouteHandle | undefined;
  /** The screen's own title (useTopBarTitle), in place of the route's. */
  title?: string | null;
  /** Receives the element that <TopBarActions> renders into. */
  actionsSlotRef: (element: HTMLElement | null) => void;
}

export function TopBar({ handle, title, actionsSlotRef }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { current, clear } = useInAppNotification();
  // SPEC §2: the indicator only when a notification is current and the list is not already open.
  const showIndicator = current !== null && pathname !== paths.notifications.path;

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar>
        {handle && !handle.main && <BackButton to={handle.back} />}
        <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, ml: handle?.main ? 0 : 1 }}>
          {title ?? (handle ? t(`titles.${handle.title}`) : t('app.name'))}
        </Typography>
        <Box ref={actionsSlotRef} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} />
        {showIndicator && (
          <IconButton
            color="inherit"
            component={Link}
            to={current.targetPath}
            aria-label={t('shell.newNotification', { title: current.title })}
            onClick={() => {
              current.onOpen?.();
              clear();
            }}
          >
            <NotificationsActiveIcon />
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
