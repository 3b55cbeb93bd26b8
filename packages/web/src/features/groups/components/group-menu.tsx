import { Menu } from '@base-ui/react/menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditOutlinedIcon,
  MoreVertIcon,
  PeopleOutlinedIcon,
  PersonAddAltOutlinedIcon,
} from '../../../components/ui/icons.tsx';
import styles from '../../../components/ui/ui.module.css';

export type GroupDialogName = 'share' | 'edit' | 'members';

interface GroupMenuProps {
  /** The dialogs this user may open, in menu order. */
  items: readonly GroupDialogName[];
  onSelect: (item: GroupDialogName) => void;
  /** More items from other features (the mute switch), after these. */
  extra?: ReactNode;
}

const ICONS: Record<GroupDialogName, ReactNode> = {
  share: <PersonAddAltOutlinedIcon size="1.25rem" />,
  edit: <EditOutlinedIcon size="1.25rem" />,
  members: <PeopleOutlinedIcon size="1.25rem" />,
};

const LABELS = { share: 'group.invite', edit: 'group.edit', members: 'group.members' } as const;

/** SPEC §2 Group screen: the three-dot menu with Invite (owner), Edit group (owner), Members. */
export function GroupMenu({ items, onSelect, extra }: GroupMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root>
      <Menu.Trigger
        className={styles.iconButton}
        data-color="inherit"
        aria-label={t('group.menu')}
        style={{ marginRight: -12 }}
      >
        <MoreVertIcon />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner className={styles.tooltipPositioner} align="end">
          <Menu.Popup className={styles.menu}>
            {items.map((item) => (
              <Menu.Item key={item} className={styles.menuItem} onClick={() => onSelect(item)}>
                {ICONS[item]}
                <span>{t(LABELS[item])}</span>
              </Menu.Item>
            ))}
            {extra}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
