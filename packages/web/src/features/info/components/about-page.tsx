import { CLIENT_VERSION } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import text from '../../../components/ui/text.module.css';
import { paths } from '../../../lib/paths.ts';
import styles from './info.module.css';

/** /about: the product and its client version (docs/product.md#codes-and-versions: 0.7.2). Open to visitors too. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <div className={styles.header}>
        <img className={styles.logo} src="/img/logo.svg" alt="" />
        <h2 className={`${text.h4} ${styles.name}`}>{t('app.name')}</h2>
        <p className={`${text.body1} ${text.secondary}`}>
          {t('about.version', { version: CLIENT_VERSION })}
        </p>
      </div>
      <p className={`${text.body1} ${styles.paragraph}`}>{t('about.tagline')}</p>
      <p className={`${text.body1} ${styles.section}`}>{t('about.description')}</p>
      <Link to={paths.privacy.href()}>{t('about.privacyLink')}</Link>
    </Page>
  );
}
