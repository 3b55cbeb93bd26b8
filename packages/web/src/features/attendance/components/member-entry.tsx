import type { MemberAttendance } from '@turnout/domain';
import { memo, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { OwnerBadge } from '../../../components/owner-badge.tsx';
import styles from './member-columns.module.css';
import { DayRolesContext } from '../coaching/coaching-context.ts';
import badgeStyles from '../../../components/owner-badge.module.css';

/** Whether two entries show the same (the day's lists are built anew for every change). */
export const sameMember = (a: MemberAttendance, b: MemberAttendance | undefined): boolean =>
  a.userId === b?.userId &&
  a.userDisplayName === b.userDisplayName &&
  a.note === b.note &&
  a.waiting === b.waiting;

/**
 * A member in a state's list: initial, the whole name (wrapped, never cut) and, under it, their
 * note on one line; a tap (or Enter) shows all of it and another tap folds it again. Nothing
 * floats over the sheet or the bottom bar, and the note is there without looking for it.
 */
export const MemberEntry = memo(
  function MemberEntry({ member, isOwner }: { member: MemberAttendance; isOwner: boolean }) {
    const { t } = useTranslation();
    const [expanded, setExpanded] = useState(false);
    const { userId, userDisplayName, note, waiting } = member;
    // Coaches carry their badge too; an answer a coach set says so (docs/product.md#coaches-and-hand-over).
    const roles = use(DayRolesContext);
    const setBy = roles.setBy.get(userId);
    return (
      <div className={styles.entry}>
        <MemberAvatar userId={userId} name={userDisplayName} size={26} />
        <div className={styles.entryText}>
          <span className={styles.name}>
            {userDisplayName}
            {isOwner && <OwnerBadge />}
            {roles.coachIds.has(userId) && (
              <span className={badgeStyles.badge}>{t('coaching.coach')}</span>
            )}
          </span>
          {waiting !== undefined && (
            // On a full training's waitlist (ADR 045): its place, in words.
            <span className={styles.waiting} data-testid="waiting-tag">
              {t('training.waiting')} {waiting}
            </span>
          )}
          {setBy && <span className={styles.setBy}>{t('coaching.setBy', { name: setBy })}</span>}
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
  },
  (prev, next) => sameMember(prev.member, next.member) && prev.isOwner === next.isOwner,
);
