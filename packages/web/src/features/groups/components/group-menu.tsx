import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button.tsx';
import {
  EditOutlinedIcon,
  EventOutlinedIcon,
  LinkIcon,
  MoreVertIcon,
  NotificationsActiveIcon,
  PeopleOutlinedIcon,
  PersonAddAltOutlinedIcon,
} from '../../../components/ui/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';

export type GroupDialogName = 'share' | 'edit' | 'members' | 'feed' | 'reminders' | 'integrations';

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
  members: <PeopleOutlinedIcon fontSize="small" />,
  feed: <EventOutlinedIcon fontSize="small" />,
  reminders: <NotificationsActiveIcon fontSize="small" />,
  integrations: <LinkIcon fontSize="small" />,
};

const LABELS = {
  share: 'group.invite',
  edit: 'group.edit',
  members: 'group.members',
  feed: 'feeds.groupMenu',
  reminders: 'season.remindersMenu',
  integrations: 'connect.integrationsMenu',
} as const;

/**
 * The group screen's three-dot menu (docs/product.md#group-screen): Invite (owner), Edit group
 * (owner), Members, Calendar and export (feeds), and Reminders (the switch and the hour in one
 * dialog). The trigger is a plain button; the menu's
 * code loads with its first open, off the group page's start-up path.
 */
export function GroupMenu({ items, onSelect, extra }: GroupMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      label={t('group.menu')}
      trigger={
        <IconButton color="inherit" edge="end" aria-label={t('group.menu')}>
          <MoreVertIcon />
        </IconButton>
      }
    >
      {items.map((item) => (
        <MenuItem key={item} icon={ICONS[item]} onClick={() => onSelect(item)}>
          {t(LABELS[item])}
        </MenuItem>
      ))}
      {extra}
    </Menu>
  );
}
