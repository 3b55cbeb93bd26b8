import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { GroupsIcon, NotificationsIcon, NotificationsNoneIcon } from '../ui/icons.tsx';
import { UserAvatar } from '../user-avatar.tsx';
import styles from './shell.module.css';

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
 * Account avatar (opens the drawer), notifications bell with a dot, groups
 * (docs/product.md#signed-in-shell); from the md breakpoint on a rail down the left edge, icons
 * only, their labels still their accessible names (shell.module.css).
 */
export function BottomBar({ drawerOpen, drawerId, onOpenDrawer, unreadCount }: BottomBarProps) {
  const { t } = useTranslation();
  const tab = selectedTab(useLocation().pathname);
  const Bell = tab === 'notifications' ? NotificationsIcon : NotificationsNoneIcon;

  // Plain boxes, not a list: the screens' own lists stay the only lists on the page.
  return (
    <nav className={styles.bar} aria-label={t('shell.mainNavigation')}>
      <div className={styles.list}>
        <div className={styles.item}>
          <button
            type="button"
            className={styles.action}
            onClick={onOpenDrawer}
            aria-haspopup="true"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
          >
            <UserAvatar size={26} />
            <span className={styles.label}>{t('shell.account')}</span>
          </button>
        </div>
        <div className={styles.item}>
          <NavLink
            className={styles.action}
            data-selected={tab === 'notifications'}
            to={paths.notifications.href()}
            aria-label={
              unreadCount > 0 ? t('shell.unreadNotifications', { count: unreadCount }) : undefined
            }
          >
            <span className={styles.icon}>
              <Bell />
              {unreadCount > 0 && <span className={styles.dot} />}
            </span>
            <span className={styles.label}>{t('shell.notifications')}</span>
          </NavLink>
        </div>
        <div className={styles.item}>
          <NavLink
            className={styles.action}
            data-selected={tab === 'groups'}
            to={paths.groups.href()}
          >
            <GroupsIcon />
            <span className={styles.label}>{t('shell.groups')}</span>
          </NavLink>
        </div>
      </div>
    </nav>
  );
}
