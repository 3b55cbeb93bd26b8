import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Short steps for the three calendars most members use. */
export function SubscribeInstructions() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('feeds.howTo')}>
      <Typography variant="subtitle2" component="h3">
        {t('feeds.howTo')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
        <li>{t('feeds.google')}</li>
        <li>{t('feeds.apple')}</li>
        <li>{t('feeds.outlook')}</li>
      </Typography>
    </section>
  );
}
