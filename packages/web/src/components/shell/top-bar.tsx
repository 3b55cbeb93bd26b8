import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useInAppNotification } from '../../lib/in-app-notification.tsx';
import { paths } from '../../lib/paths.ts';
import { NotificationsActiveIcon } from '../ui/icons.tsx';
import styles from '../ui/shell.module.css';
import uiStyles from '../ui/ui.module.css';
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
    <header className={styles.appBar}>
      <div className={styles.toolbar}>
        {handle && !handle.main && <BackButton to={handle.back} />}
        <h1 className={styles.title} data-back={Boolean(handle && !handle.main)}>
          {title ?? (handle ? t(`titles.${handle.title}`) : t('app.name'))}
        </h1>
        <div ref={actionsSlotRef} className={styles.actions} />
        {showIndicator && (
          <Link
            className={uiStyles.iconButton}
            data-color="inherit"
            to={current.targetPath}
            aria-label={t('shell.newNotification', { title: current.title })}
            onClick={() => {
              current.onOpen?.();
              clear();
            }}
          >
            <NotificationsActiveIcon />
          </Link>
        )}
      </div>
    </header>
  );
}
