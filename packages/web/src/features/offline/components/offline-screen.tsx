import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CloudOffIcon } from '../../../components/ui/icons.tsx';
import styles from './offline.module.css';

/**
 * Start-up while offline: the shell came from the service worker, the data cannot come yet.
 * The waiting queries resume when the network returns, and this screen gives way by itself.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <div role="status">
        <EmptyState
          icon={<CloudOffIcon fontSize="inherit" />}
          title={t('versions.offline.title')}
          text={`${t('versions.offline.text')} ${t('versions.offline.recovers')}`}
        />
      </div>
    </main>
  );
}
