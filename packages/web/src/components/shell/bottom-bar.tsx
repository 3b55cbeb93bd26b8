import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { BREAKPOINTS, LAYOUT } from '../../lib/ui-constants.ts';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { UserAvatar } from '../user-avatar.tsx';

// From the spec's md breakpoint on, the same navigation is a rail down the left edge (SPEC §9:
// rail 56 px): icons only there, their labels still their accessible names.
const RAIL = `@media (min-width: ${BREAKPOINTS.md}px)`;

const barSx = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  pb: 'env(safe-area-inset-bottom)',
  [RAIL]: { top: LAYOUT.toolbarHeight, right: 'auto', width: LAYOUT.railWidth, pb: 0 },
} as const;

const railSx = {
  [RAIL]: {
    flexDirection: 'column',
    justifyContent: 'flex-start',
    height: 'auto',
    pt: 1,
    gap: 1,
    '& .MuiBottomNavigationAction-root': { minWidth: 0, flex: 'none', height: 56, px: 0 },
    '& .MuiBottomNavigationAction-label': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
} as const;

interface BottomBarProps {
  drawerOpen: boolean;
  drawerId: string;
  onOpenDrawer: () => void;
  /** Unread notifications; the dot on the bell shows only when above zero. */
  unreadCount: number;
}

function selectedTab(pathname: string): string | false {
  if (pathname.startsWith(paths.notifications.path)) return 'notifications';
  if (pathname.startsWith(paths.groups.path)) return 'groups';
  return false;
}

/**
 * SPEC §2 Shell: account avatar (opens the drawer), notifications bell with a dot, groups; a
 * rail on desktop windows.
 */
export function BottomBar({ drawerOpen, drawerId, onOpenDrawer, unreadCount }: BottomBarProps) {
  const { t } = useTranslation();
  const tab = selectedTab(useLocation().pathname);
  const bell = tab === 'notifications' ? <NotificationsIcon /> : <NotificationsNoneIcon />;

  return (
    <Paper component="nav" aria-label={t('shell.mainNavigation')} elevation={8} sx={barSx}>
      <BottomNavigation showLabels value={tab} sx={railSx}>
        <BottomNavigationAction
          value="account"
          label={t('shell.account')}
          icon={<UserAvatar size={26} />}
          onClick={onOpenDrawer}
          aria-haspopup="true"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? drawerId : undefined}
        />
        <BottomNavigationAction
          value="notifications"
          label={t('shell.notifications')}
          aria-label={
            unreadCount > 0 ? t('shell.unreadNotifications', { count: unreadCount }) : undefined
          }
          icon={
            <Badge variant="dot" color="secondary" invisible={unreadCount === 0}>
              {bell}
            </Badge>
          }
          component={NavLink}
          to={paths.notifications.href()}
        />
        <BottomNavigationAction
          value="groups"
          label={t('shell.groups')}
          icon={<GroupsIcon />}
          component={NavLink}
          to={paths.groups.href()}
        />
      </BottomNavigation>
    </Paper>
  );
}
