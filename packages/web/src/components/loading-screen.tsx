import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Start-up indicator (SPEC §2 Startup), in the same spot as the spinner in index.html. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
