import RefreshIcon from '@mui/icons-material/Refresh';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
          {busy ? <CircularProgress size={24} color="inherit" /> : <RefreshIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
