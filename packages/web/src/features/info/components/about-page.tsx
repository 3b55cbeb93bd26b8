import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CLIENT_VERSION } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { paths } from '../../../lib/paths.ts';

/** /about: the product and its client version (SPEC §1: 0.7.2). Open to visitors too. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Box component="img" src="/img/logo.svg" alt="" sx={{ width: 96, height: 96 }} />
        <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
          {t('app.name')}
        </Typography>
        <Typography color="text.secondary">
          {t('about.version', { version: CLIENT_VERSION })}
        </Typography>
      </Box>
      <Typography sx={{ mb: 1 }}>{t('about.tagline')}</Typography>
      <Typography sx={{ mb: 3 }}>{t('about.description')}</Typography>
      <Link component={RouterLink} to={paths.privacy.href()}>
        {t('about.privacyLink')}
      </Link>
    </Page>
  );
}
