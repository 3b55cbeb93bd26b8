import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Start-up indicator (SPEC §2 Startup), in the same spot as the spinner in index.html. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
      {/* As in index.html: the name just under the centred spinner. */}
      <Typography
        aria-hidden
        color="primary"
        sx={{
          position: 'fixed',
          top: '50%',
          left: 0,
          right: 0,
          mt: 4,
          textAlign: 'center',
          fontWeight: 500,
        }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
