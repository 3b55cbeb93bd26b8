import type { MemberAttendance } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyNote2OutlinedIcon } from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import styles from './calendar.module.css';
import { MemberAvatar } from './member-avatar.tsx';

/**
 * A member in a state's list: initial and name. A member's note shows in a tooltip on tap,
 * on keyboard focus and on hover; the note icon says there is one. A tap opens it; tapping
 * elsewhere closes it (Base UI's tooltip closes on an outside press).
 */
export function MemberEntry({ member }: { member: MemberAttendance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { userId, userDisplayName, note } = member;
  if (!note) {
    return (
      <div className={styles.row}>
        <MemberAvatar userId={userId} name={userDisplayName} />
        <span className={styles.name}>{userDisplayName}</span>
      </div>
    );
  }
  return (
    <Tooltip title={note} open={open} onOpenChange={setOpen}>
      <button
        type="button"
        className={styles.row}
        onClick={() => setOpen(true)}
        aria-label={t('attendance.withNote', { name: userDisplayName })}
      >
        <MemberAvatar userId={userId} name={userDisplayName} />
        <span className={styles.name}>{userDisplayName}</span>
        <StickyNote2OutlinedIcon className={styles.noteIcon} size={16} />
      </button>
    </Tooltip>
  );
}
