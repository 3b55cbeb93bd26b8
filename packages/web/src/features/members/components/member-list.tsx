import {
  roleMay,
  sortMembers,
  targetMayBeRemoved,
  type GroupMember,
  type GroupRole,
} from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { MemberRow, type RowActions } from './member-row.tsx';
import styles from './members.module.css';

interface MemberListProps {
  members: GroupMember[];
  myId: string | undefined;
  /** My role in the group: what the rows offer follows the domain's role table. */
  myRole: GroupRole;
  onRemove: (member: GroupMember) => void;
  onSetRole: (member: GroupMember, role: 'coach' | 'member') => void;
  onOffer: (member: GroupMember) => void;
  onLeave: () => void;
}

/** The owner first, then the coaches, then the members by name. */
export function MemberList(props: MemberListProps) {
  const { members, myId, myRole } = props;
  const { t } = useTranslation();
  const { locale } = useConfig();

  function actionsFor(member: GroupMember): RowActions {
    if (member.userId === myId) return {};
    const actions: RowActions = {};
    if (roleMay(myRole, 'remove-member') && targetMayBeRemoved(myRole, member.role)) {
      actions.remove = () => props.onRemove(member);
    }
    if (roleMay(myRole, 'appoint-coach') && member.role !== 'owner') {
      actions.setRole = (role) => props.onSetRole(member, role);
    }
    if (roleMay(myRole, 'hand-over') && member.role !== 'owner') {
      actions.offer = () => props.onOffer(member);
    }
    return actions;
  }

  return (
    <ul aria-label={t('members.title')} className={styles.list}>
      {sortMembers(members, locale).map((member) => (
        <MemberRow
          key={member.userId}
          member={member}
          isMe={member.userId === myId}
          actions={actionsFor(member)}
          canLeave={roleMay(myRole, 'leave') && member.userId === myId}
          onLeave={props.onLeave}
        />
      ))}
    </ul>
  );
}
