import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDialogName } from './group-menu.tsx';

// Spike: the menu itself is an MUI island, loaded when first opened.

const ICONS: Record<GroupDialogName, ReactNode> = {
  share: <PersonAddAltOutlinedIcon fontSize="small" />,
  edit: <EditOutlinedIcon fontSize="small" />,
  members: <PeopleOutlineIcon fontSize="small" />,
};

const LABELS = { share: 'group.invite', edit: 'group.edit', members: 'group.members' } as const;

interface GroupMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  items: readonly GroupDialogName[];
  onClose: () => void;
  onSelect: (item: GroupDialogName) => void;
  extra?: ReactNode;
}

export function GroupMenuList(props: GroupMenuListProps) {
  const { id, buttonId, anchor, items, onClose, onSelect, extra } = props;
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {items.map((item) => (
        <MenuItem key={item} onClick={() => onSelect(item)}>
          <ListItemIcon>{ICONS[item]}</ListItemIcon>
          <ListItemText>{t(LABELS[item])}</ListItemText>
        </MenuItem>
      ))}
      {extra}
    </Menu>
  );
}
