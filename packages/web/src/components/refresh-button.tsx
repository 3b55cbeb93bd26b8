import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from './ui/icons.tsx';
import { IconButton } from './ui/ui.tsx';
import styles from './ui/ui.module.css';

interface RefreshButtonProps {
  onRefresh: () => Promise<unknown>;
  /** `inherit` in the app bar, the primary colour elsewhere. */
  color?: 'inherit' | 'primary';
}

/** Pull-to-refresh's counterpart for mouse and keyboard users. */
export function RefreshButton({ onRefresh, color = 'inherit' }: RefreshButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  function refresh() {
    setBusy(true);
    // Errors are the screen's to show (its error state); the button only stops spinning.
    void onRefresh()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }

  return (
    <IconButton
      color={color}
      aria-label={t('pullToRefresh.refresh')}
      title={t('pullToRefresh.refresh')}
      aria-busy={busy}
      disabled={busy}
      onClick={refresh}
    >
      {busy ? <span className={styles.spinner} style={{ width: 24, height: 24 }} /> : <RefreshIcon />}
    </IconButton>
  );
}
