import { Card, cardStyles } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './groups.module.css';

/** Placeholder cards while the groups load; one status for screen readers, not three. */
export function GroupsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.skeletons}>
      {[0, 1, 2].map((i) => (
        <Card key={i} variant="outlined" aria-hidden>
          <div className={cardStyles.content}>
            <Skeleton width="45%" className={styles.skeletonName} />
            <Skeleton width="30%" />
            <Skeleton width="80%" />
          </div>
        </Card>
      ))}
    </div>
  );
}
