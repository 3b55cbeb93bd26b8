import type { GroupMember } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { MoreVertIcon, PersonRemoveOutlinedIcon } from '../../../components/ui/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import styles from './members.module.css';

/** What I may do on a row (the domain's role table decides; member-list.tsx asks it). */
export interface RowActions {
  /** Remove this member (the owner: anyone but themself; a coach: plain members). */
  remove?: () => void;
  /** The owner's: make a coach or take it back, and offer the group. */
  setRole?: (role: 'coach' | 'member') => void;
  offer?: () => void;
}

interface MemberRowProps {
  member: GroupMember;
  isMe: boolean;
  actions: RowActions;
  /** A member's or coach's leave button on their own row. */
  canLeave: boolean;
  onLeave: () => void;
}

export function MemberRow({ member, isMe, actions, canLeave, onLeave }: MemberRowProps) {
  const { t } = useTranslation();
  const name = member.userDisplayName;
  const roleWords = {
    owner: isMe ? t('members.ownerAndYou') : t('members.owner'),
    coach: isMe ? t('coaching.coachAndYou') : t('coaching.coach'),
    member: isMe ? t('members.you') : undefined,
  }[member.role];

  const removeButton = actions.remove && (
    <IconButton edge="end" aria-label={t('members.remove', { name })} onClick={actions.remove}>
      <PersonRemoveOutlinedIcon />
    </IconButton>
  );
  let action = null;
  if (actions.setRole || actions.offer) {
    // The owner's role and hand-over actions: one menu, so a 320 px row keeps room for the name.
    action = (
      <Menu
        label={name}
        trigger={
          <IconButton aria-label={t('coaching.actionsFor', { name })}>
            <MoreVertIcon />
          </IconButton>
        }
      >
        {actions.setRole && member.role === 'member' && (
          <MenuItem onClick={() => actions.setRole?.('coach')}>
            {t('coaching.makeCoach', { name })}
          </MenuItem>
        )}
        {actions.setRole && member.role === 'coach' && (
          <MenuItem onClick={() => actions.setRole?.('member')}>
            {t('coaching.removeCoach', { name })}
          </MenuItem>
        )}
        {actions.offer && (
          <MenuItem onClick={actions.offer}>{t('coaching.offerGroup', { name })}</MenuItem>
        )}
      </Menu>
    );
    action = (
      <>
        {action}
        {removeButton}
      </>
    );
  } else if (removeButton) {
    action = removeButton;
  } else if (canLeave) {
    action = (
      <Button color="error" size="small" onClick={onLeave}>
        {t('members.leave')}
      </Button>
    );
  }

  return (
    <li className={styles.row}>
      <MemberAvatar userId={member.userId} name={name} />
      <div className={styles.text}>
        <span className={styles.name}>{name}</span>
        {roleWords && <span className={styles.role}>{roleWords}</span>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </li>
  );
}
