import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type GroupDialogName = 'share' | 'edit' | 'members';

interface GroupMenuProps {
  /** The dialogs this user may open, in menu order. */
  items: readonly GroupDialogName[];
  onSelect: (item: GroupDialogName) => void;
  /** More items from other features (the mute switch), after these. */
  extra?: ReactNode;
}

const ICONS: Record<GroupDialogName, ReactNode> = {
  share: <PersonAddAltOutlinedIcon fontSize="small" />,
  edit: <EditOutlinedIcon fontSize="small" />,
  members: <PeopleOutlineIcon fontSize="small" />,
};

const LABELS = { share: 'group.invite', edit: 'group.edit', members: 'group.members' } as const;

/** SPEC §2 Group screen: the three-dot menu with Invite (owner), Edit group (owner), Members. */
export function GroupMenu({ items, onSelect, extra }: GroupMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  function select(item: GroupDialogName) {
    setAnchor(null);
    onSelect(item);
  }

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        edge="end"
        aria-label={t('group.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items.map((item) => (
          <MenuItem key={item} onClick={() => select(item)}>
            <ListItemIcon>{ICONS[item]}</ListItemIcon>
            <ListItemText>{t(LABELS[item])}</ListItemText>
          </MenuItem>
        ))}
        {extra}
      </Menu>
    </>
  );
}
