import type { MemberAttendance } from '@turnout/domain';
import { useState } from 'react';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import styles from './member-columns.module.css';

/**
 * A member in a state's list: initial, the whole name (wrapped, never cut) and, under it, their
 * note on one line; a tap (or Enter) shows all of it and another tap folds it again. Nothing
 * floats over the sheet or the bottom bar, and the note is there without looking for it.
 */
export function MemberEntry({ member }: { member: MemberAttendance }) {
  const [expanded, setExpanded] = useState(false);
  const { userId, userDisplayName, note } = member;
  return (
    <div className={styles.entry}>
      <MemberAvatar userId={userId} name={userDisplayName} size={26} />
      <div className={styles.entryText}>
        <span className={styles.name}>{userDisplayName}</span>
        {note && (
          <button
            type="button"
            data-note
            className={styles.note}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {note}
          </button>
        )}
      </div>
    </div>
  );
}
