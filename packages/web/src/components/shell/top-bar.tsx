import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useInAppNotification } from '../../lib/in-app-notification.tsx';
import { paths } from '../../lib/paths.ts';
import { IconButton } from '../ui/button.tsx';
import { NotificationsActiveIcon } from '../ui/icons.tsx';
import { BackButton } from './back-button.tsx';
import type { RouteHandle } from './route-handle.ts';
import styles from './shell.module.css';

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
  // The indicator only when a notification is current and the list is not already open
  // (docs/product.md#signed-in-shell).
  const showIndicator = current !== null && pathname !== paths.notifications.path;
  const back = Boolean(handle && !handle.main);

  return (
    <header className={styles.appBar}>
      <div className={styles.toolbar}>
        {back && <BackButton to={handle?.back} />}
        <h1 className={styles.title} data-back={back}>
          {title ?? (handle ? t(`titles.${handle.title}`) : t('app.name'))}
        </h1>
        <div ref={actionsSlotRef} className={styles.actions} />
        {showIndicator && (
          <IconButton
            color="inherit"
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
      </div>
    </header>
  );
}
