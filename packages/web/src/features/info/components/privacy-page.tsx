import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useConfig } from '../../../lib/config.ts';

// Order follows how a user meets the data: account first, push registrations last.
const STORED = ['account', 'sessions', 'groups', 'attendance', 'notifications', 'push'] as const;

/** /privacy: what Turnout stores and why, in plain words. Open to visitors too. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { contactFormUrl } = useConfig();

  return (
    <Page>
      <Typography sx={{ mb: 3 }}>{t('privacy.intro')}</Typography>
      <Typography variant="h6" component="h2">
        {t('privacy.whatTitle')}
      </Typography>
      <List sx={{ listStyle: 'disc', pl: 3, mb: 2 }}>
        {STORED.map((item) => (
          <ListItem key={item} sx={{ display: 'list-item', px: 0 }}>
            <Trans i18nKey={`privacy.${item}`} components={{ b: <strong /> }} />
          </ListItem>
        ))}
      </List>
      <Typography variant="h6" component="h2">
        {t('privacy.whoTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('privacy.who')}</Typography>
      <Typography variant="h6" component="h2">
        {t('privacy.contactTitle')}
      </Typography>
      <Typography>
        <Trans
          i18nKey="privacy.contact"
          components={{
            a: <Link href={contactFormUrl} target="_blank" rel="noopener noreferrer" />,
          }}
        />
      </Typography>
    </Page>
  );
}
