import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './ui/button.tsx';
import { RefreshIcon } from './ui/icons.tsx';
import { Spinner } from './ui/spinner.tsx';
import { Tooltip } from './ui/tooltip.tsx';

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
    <Tooltip title={t('pullToRefresh.refresh')}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton
          color={color}
          aria-label={t('pullToRefresh.refresh')}
          aria-busy={busy}
          disabled={busy}
          onClick={refresh}
        >
          {busy ? <Spinner size={24} color="inherit" aria-hidden /> : <RefreshIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
