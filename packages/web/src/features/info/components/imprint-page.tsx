import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import text from '../../../components/ui/text.module.css';
import styles from './info.module.css';

/**
 * /imprint when the operator has set no IMPRINT_URL: says who runs the server, as far as
 * Turnout knows it (docs/decisions/035-operator-settings.md). Open to visitors too.
 */
export function ImprintPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <p className={`${text.body1} ${styles.section}`}>{t('imprint.intro')}</p>
      <p className={text.body1}>{t('imprint.ask')}</p>
    </Page>
  );
}
