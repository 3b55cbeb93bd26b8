import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';
import { Spinner } from './ui/spinner.tsx';

/** A group's page: its start-up shows the group's frame, as index.html does for it. */
const GROUP_PAGE = /^\/groups\/[^/]+/;
const WEEKDAYS = Array.from({ length: 7 }, (_, day) => <i key={day} />);
const CELLS = Array.from({ length: 35 }, (_, cell) => <i key={cell} />);

/**
 * Start-up indicator (docs/product.md#start-up), the same as index.html's: on a group's page the group's
 * frame and calendar skeleton (styled by index.html's own rules, so nothing moves when this
 * replaces it), elsewhere the spinner with the name under it.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  if (GROUP_PAGE.test(window.location.pathname)) {
    return (
      <div
        role="status"
        aria-label={t('app.loading')}
        className="boot-frame"
        style={{ display: 'block' }}
      >
        <div className="boot-bar">{t('app.name')}</div>
        <div className="boot-main">
          <div className="boot-weekdays">{WEEKDAYS}</div>
          <div className="boot-title" />
          <div className="boot-days">{CELLS}</div>
        </div>
        <div className="boot-nav" />
      </div>
    );
  }
  return (
    <div role="status" className={styles.screen}>
      <Spinner label={t('app.loading')} />
      <p aria-hidden className={styles.name}>
        {t('app.name')}
      </p>
    </div>
  );
}
