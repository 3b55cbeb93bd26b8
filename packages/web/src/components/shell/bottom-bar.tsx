import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { GroupsIcon, NotificationsIcon, NotificationsNoneIcon } from '../ui/icons.tsx';
import styles from '../ui/shell.module.css';
import { UserAvatar } from '../user-avatar.tsx';

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

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navAction} ${styles.active}` : styles.navAction;

/** SPEC §2 Shell: account avatar (opens the drawer), notifications bell with a dot, groups. */
export function BottomBar({ drawerOpen, drawerId, onOpenDrawer, unreadCount }: BottomBarProps) {
  const { t } = useTranslation();
  const tab = selectedTab(useLocation().pathname);
  const Bell = tab === 'notifications' ? NotificationsIcon : NotificationsNoneIcon;

  return (
    <nav className={styles.bottomNav} aria-label={t('shell.mainNavigation')}>
      <ul>
        <li>
          <button
            type="button"
            className={styles.navAction}
            onClick={onOpenDrawer}
            aria-haspopup="true"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
          >
            <UserAvatar size={26} />
            <span>{t('shell.account')}</span>
          </button>
        </li>
        <li>
          <NavLink
            className={navClass}
            to={paths.notifications.href()}
            aria-label={
              unreadCount > 0 ? t('shell.unreadNotifications', { count: unreadCount }) : undefined
            }
          >
            <span className={styles.navIcon}>
              <Bell />
              {unreadCount > 0 && <span className={styles.dot} />}
            </span>
            <span>{t('shell.notifications')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink className={navClass} to={paths.groups.href()}>
            <GroupsIcon />
            <span>{t('shell.groups')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
