import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { Button } from '../components/ui/button.tsx';
import { CloudOffIcon, ErrorOutlinedIcon } from '../components/ui/icons.tsx';
import { UNAVAILABLE, isApiError } from '../lib/api-error.ts';
import styles from './startup-error.module.css';

interface StartupErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown instead of the app when start-up or a screen failed to load. */
export function StartupError({ error, onRetry, retrying = false }: StartupErrorProps) {
  const { t } = useTranslation();
  const offline = isApiError(error) && error.code === UNAVAILABLE;
  return (
    <main className={styles.main}>
      <EmptyState
        icon={
          offline ? <CloudOffIcon fontSize="inherit" /> : <ErrorOutlinedIcon fontSize="inherit" />
        }
        title={offline ? t('app.unreachableTitle') : t('app.failedTitle')}
        text={offline ? t('app.unreachableText') : t('app.failedText')}
        action={
          <Button variant="contained" loading={retrying} onClick={onRetry}>
            {t('app.retry')}
          </Button>
        }
      />
    </main>
  );
}
