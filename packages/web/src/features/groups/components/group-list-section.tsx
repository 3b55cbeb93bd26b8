import type { GroupSummary } from '@turnout/domain';
import { useId } from 'react';
import { cardStyles } from '../../../components/ui/card.tsx';
import { GroupCard } from './group-card.tsx';
import styles from './groups.module.css';

interface GroupListSectionProps {
  title: string;
  groups: GroupSummary[];
}

/** One titled list of group cards ("Groups you own", "Groups you're a member of"). */
export function GroupListSection({ title, groups }: GroupListSectionProps) {
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={cardStyles.list}>
        {groups.map((group) => (
          <GroupCard key={group.id} group={group} />
        ))}
      </ul>
    </section>
  );
}
