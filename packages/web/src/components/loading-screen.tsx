import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/ui.tsx';
import styles from './ui/shell.module.css';

/** Start-up indicator (SPEC §2 Startup), in the same spot as the spinner in index.html. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.loading}>
      <Spinner label={t('app.loading')} />
      {/* As in index.html: the name just under the centred spinner. */}
      <p aria-hidden className={styles.loadingName}>
        {t('app.name')}
      </p>
    </div>
  );
}
