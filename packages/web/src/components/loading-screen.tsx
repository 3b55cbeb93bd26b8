import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A group's page: its start-up shows the group's frame, as index.html does for it. */
const GROUP_PAGE = /^\/groups\/[^/]+/;
const WEEKDAYS = Array.from({ length: 7 }, (_, day) => <i key={day} />);
const CELLS = Array.from({ length: 35 }, (_, cell) => <i key={cell} />);

/**
 * Start-up indicator (SPEC §2 Startup), the same as index.html's: on a group's page the group's
 * frame and calendar skeleton (styled by index.html's own rules, so nothing moves when this
 * replaces it), elsewhere the spinner with the name under it.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  if (GROUP_PAGE.test(window.location.pathname)) {
    return (
      <div
        role="status"
        aria-label={t('app.loading')}
        className="boot-frame"
        style={{ display: 'block' }}
      >
        <div className="boot-bar">{t('app.name')}</div>
        <div className="boot-main">
          <div className="boot-weekdays">{WEEKDAYS}</div>
          <div className="boot-title" />
          <div className="boot-days">{CELLS}</div>
        </div>
        <div className="boot-nav" />
      </div>
    );
  }
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
