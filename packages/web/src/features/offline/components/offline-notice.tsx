import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online.ts';
import styles from './offline.module.css';

/**
 * While the app runs offline: a lasting, slim bar right under the top bar, over the top of the
 * screen's content but never over its title or back button (as a toast there would be). Plain
 * elements, so it can be part of the first load.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className={styles.notice}>
      <span>{t('versions.offline.text')}</span>{' '}
      <span className={styles.reading}>{t('versions.offline.reading')}</span>
    </div>
  );
}
