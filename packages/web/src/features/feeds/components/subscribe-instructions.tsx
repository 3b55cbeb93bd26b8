import { useTranslation } from 'react-i18next';
import text from '../../../components/ui/text.module.css';
import styles from './feeds.module.css';

/** Short steps for the three calendars most members use. */
export function SubscribeInstructions() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('feeds.howTo')}>
      <h3 className={text.subtitle2}>{t('feeds.howTo')}</h3>
      <ul className={`${text.body2} ${styles.instructions}`}>
        <li>{t('feeds.google')}</li>
        <li>{t('feeds.apple')}</li>
        <li>{t('feeds.outlook')}</li>
      </ul>
    </section>
  );
}
