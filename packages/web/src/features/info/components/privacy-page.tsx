import { Trans, useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import text from '../../../components/ui/text.module.css';
import { useConfig } from '../../../lib/config.ts';
import styles from './info.module.css';

// Order follows how a user meets the data: account first, push registrations last.
const STORED = ['account', 'sessions', 'groups', 'attendance', 'notifications', 'push'] as const;

/** /privacy: what Turnout stores and why, in plain words. Open to visitors too. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { contactFormUrl } = useConfig();

  return (
    <Page>
      <p className={`${text.body1} ${styles.section}`}>{t('privacy.intro')}</p>
      <h2 className={text.h6}>{t('privacy.whatTitle')}</h2>
      <ul className={`${text.body1} ${styles.list}`}>
        {STORED.map((item) => (
          <li key={item}>
            <Trans i18nKey={`privacy.${item}`} components={{ b: <strong /> }} />
          </li>
        ))}
      </ul>
      <h2 className={text.h6}>{t('privacy.whoTitle')}</h2>
      <p className={`${text.body1} ${styles.section}`}>{t('privacy.who')}</p>
      <h2 className={text.h6}>{t('privacy.contactTitle')}</h2>
      <p className={text.body1}>
        <Trans
          i18nKey="privacy.contact"
          components={{
            a: <a href={contactFormUrl} target="_blank" rel="noopener noreferrer" />,
          }}
        />
      </p>
    </Page>
  );
}
