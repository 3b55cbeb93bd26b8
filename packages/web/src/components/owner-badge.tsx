import { useTranslation } from 'react-i18next';
import styles from './owner-badge.module.css';

/**
 * "Owner" after the owner's name, wherever it shows in a group (the day sheet, the inbox, the
 * live notice): a member who takes a name like the owner's still lacks it (ADR 030). Text, not an
 * icon, so it is read out with the name.
 */
export function OwnerBadge() {
  const { t } = useTranslation();
  return <span className={styles.badge}>{t('app.ownerBadge')}</span>;
}
