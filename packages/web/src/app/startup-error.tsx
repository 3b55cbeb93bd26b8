import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { UNAVAILABLE, isApiError } from '../lib/api-error.ts';

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
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <EmptyState
        icon={
          offline ? <CloudOffIcon fontSize="inherit" /> : <ErrorOutlineIcon fontSize="inherit" />
        }
        title={offline ? t('app.unreachableTitle') : t('app.failedTitle')}
        text={offline ? t('app.unreachableText') : t('app.failedText')}
        action={
          <Button variant="contained" loading={retrying} onClick={onRetry}>
            {t('app.retry')}
          </Button>
        }
      />
    </Box>
  );
}
