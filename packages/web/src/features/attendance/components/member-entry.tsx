import type { MemberAttendance } from '@turnout/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyNote2OutlinedIcon } from '../../../components/ui/icons.tsx';
import styles from './calendar.module.css';
import { MemberAvatar } from './member-avatar.tsx';

/**
 * A member in a state's list: initial and name. A member's note shows in a tooltip on tap,
 * on keyboard focus and on hover; the note icon says there is one. A tap opens it (never
 * toggles: a hover may have opened it a moment before); tapping elsewhere closes it.
 * Spike: a plain tooltip in place of MUI's Tooltip and ClickAwayListener.
 */
export function MemberEntry({ member }: { member: MemberAttendance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const row = useRef<HTMLButtonElement | null>(null);
  const { userId, userDisplayName, note } = member;

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!row.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  if (!note) {
    return (
      <div className={styles.row}>
        <MemberAvatar userId={userId} name={userDisplayName} />
        <span className={styles.name}>{userDisplayName}</span>
      </div>
    );
  }
  return (
    <button
      ref={row}
      type="button"
      className={styles.row}
      onClick={() => setOpen(true)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      aria-label={t('attendance.withNote', { name: userDisplayName })}
      aria-describedby={open ? tooltipId : undefined}
    >
      <MemberAvatar userId={userId} name={userDisplayName} />
      <span className={styles.name}>{userDisplayName}</span>
      <StickyNote2OutlinedIcon className={styles.noteIcon} size={16} />
      {open && (
        <span role="tooltip" id={tooltipId} className={styles.tooltip}>
          {note}
        </span>
      )}
    </button>
  );
}
