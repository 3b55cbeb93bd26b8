import type { GroupMember } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { PersonRemoveOutlinedIcon } from '../../../components/ui/icons.tsx';
import styles from './members.module.css';

interface MemberRowProps {
  member: GroupMember;
  isMe: boolean;
  /** The owner's remove button on a member's row. */
  canRemove: boolean;
  /** A member's leave button on their own row. */
  canLeave: boolean;
  onRemove: () => void;
  onLeave: () => void;
}

export function MemberRow(props: MemberRowProps) {
  const { member, isMe, canRemove, canLeave, onRemove, onLeave } = props;
  const { t } = useTranslation();
  const owner = member.role === 'owner';
  const role =
    owner && isMe
      ? t('members.ownerAndYou')
      : owner
        ? t('members.owner')
        : isMe
          ? t('members.you')
          : undefined;

  let action = null;
  if (canRemove) {
    action = (
      <IconButton
        edge="end"
        aria-label={t('members.remove', { name: member.userDisplayName })}
        onClick={onRemove}
      >
        <PersonRemoveOutlinedIcon />
      </IconButton>
    );
  } else if (canLeave) {
    action = (
      <Button color="error" size="small" onClick={onLeave}>
        {t('members.leave')}
      </Button>
    );
  }

  return (
    <li className={styles.row}>
      <MemberAvatar userId={member.userId} name={member.userDisplayName} />
      <div className={styles.text}>
        <span className={styles.name}>{member.userDisplayName}</span>
        {role && <span className={styles.role}>{role}</span>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </li>
  );
}
