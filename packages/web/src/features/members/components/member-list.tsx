import { sortMembers, type GroupMember } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { MemberRow } from './member-row.tsx';
import styles from './members.module.css';

interface MemberListProps {
  members: GroupMember[];
  myId: string | undefined;
  /** I own the group: remove buttons on the members' rows. */
  isOwner: boolean;
  onRemove: (member: GroupMember) => void;
  onLeave: () => void;
}

/** The owner first, then the members by name. */
export function MemberList({ members, myId, isOwner, onRemove, onLeave }: MemberListProps) {
  const { t } = useTranslation();
  const { locale } = useConfig();
  return (
    <ul aria-label={t('members.title')} className={styles.list}>
      {sortMembers(members, locale).map((member) => (
        <MemberRow
          key={member.userId}
          member={member}
          isMe={member.userId === myId}
          canRemove={isOwner && member.role !== 'owner'}
          canLeave={!isOwner && member.userId === myId}
          onRemove={() => onRemove(member)}
          onLeave={onLeave}
        />
      ))}
    </ul>
  );
}
