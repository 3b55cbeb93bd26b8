import {
  ATTENDANCE_STATES,
  type AttendanceState,
  type MemberAttendance,
  type StateCounts,
} from '@turnout/domain';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './member-columns.module.css';
import { MemberEntry, sameMember } from './member-entry.tsx';
import { StateIcon } from './state-icon.tsx';

interface MemberColumnsProps {
  counts: StateCounts;
  lists: Record<AttendanceState, MemberAttendance[]>;
  loading: boolean;
  /** The group's owner, whose name carries the owner's badge (ADR 030). */
  ownerId: string | undefined;
}

interface ColumnProps {
  state: AttendanceState;
  count: number;
  members: MemberAttendance[];
  loading: boolean;
  ownerId: string | undefined;
}

/**
 * Whether a column would render the same. The lists are built anew for every change of the day,
 * but an answer moves one member between two columns: the third stays as it was.
 */
function columnPropsEqual(prev: ColumnProps, next: ColumnProps): boolean {
  return (
    prev.state === next.state &&
    prev.count === next.count &&
    prev.loading === next.loading &&
    prev.ownerId === next.ownerId &&
    prev.members.length === next.members.length &&
    prev.members.every((member, index) => sameMember(member, next.members[index]))
  );
}

const Column = memo(function Column({ state, count, members, loading, ownerId }: ColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-state={state} className={styles.column}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          <StateIcon state={state} fontSize="inherit" style={{ fontSize: 16 }} />
          {t(`attendance.states.${state}`)}
        </h3>
        <p data-testid={`count-${state}`} className={styles.count}>
          {loading ? <Skeleton width={24} className={styles.countSkeleton} /> : count}
        </p>
      </div>
      {!loading &&
        (members.length === 0 ? (
          <p className={styles.nobody}>{t('attendance.nobody')}</p>
        ) : (
          <ul className={styles.list}>
            {members.map((member) => (
              <li key={member.userId}>
                <MemberEntry member={member} isOwner={member.userId === ownerId} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}, columnPropsEqual);

/** The counts of each state in three columns, each with its members (docs/product.md#day-sheet). */
export function MemberColumns({ counts, lists, loading, ownerId }: MemberColumnsProps) {
  return (
    <div className={styles.columns}>
      {ATTENDANCE_STATES.map((state) => (
        <Column
          key={state}
          state={state}
          count={counts[state]}
          members={lists[state]}
          loading={loading}
          ownerId={ownerId}
        />
      ))}
    </div>
  );
}
