import type { GroupSummary } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, cardStyles } from '../../../components/ui/card.tsx';
import { LocationOnOutlinedIcon, PeopleOutlinedIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import styles from './groups.module.css';

/**
 * A group card shows name, location, member count and description
 * (docs/product.md#groups-screen).
 */
export function GroupCard({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  return (
    <Card as="li" variant="outlined">
      <Link to={paths.group.href(group.id)} className={cardStyles.actionArea}>
        <div className={cardStyles.content}>
          <h3 className={styles.name}>{group.name}</h3>
          <div className={styles.facts}>
            {group.location && (
              <span className={styles.fact}>
                <LocationOnOutlinedIcon fontSize="small" titleAccess={t('groups.location')} />
                {group.location}
              </span>
            )}
            <span className={styles.fact}>
              <PeopleOutlinedIcon fontSize="small" />
              {t('groups.memberCount', { count: group.memberCount })}
            </span>
          </div>
          {group.description && <p className={styles.description}>{group.description}</p>}
        </div>
      </Link>
    </Card>
  );
}
