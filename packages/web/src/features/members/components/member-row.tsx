import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { GroupMember } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar.tsx';

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
    <ListItem disableGutters secondaryAction={action}>
      <ListItemAvatar>
        <MemberAvatar userId={member.userId} name={member.userDisplayName} />
      </ListItemAvatar>
      <ListItemText
        primary={member.userDisplayName}
        secondary={role}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
