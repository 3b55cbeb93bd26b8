import { lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { MoreVertIcon } from '../../../components/ui/icons.tsx';
import { IconButton } from '../../../components/ui/ui.tsx';

export type GroupDialogName = 'share' | 'edit' | 'members';

// Spike: the menu's list (MUI Menu) loads when first opened.
const GroupMenuList = lazy(() =>
  import('./group-menu-list.tsx').then((module) => ({ default: module.GroupMenuList })),
);

interface GroupMenuProps {
  /** The dialogs this user may open, in menu order. */
  items: readonly GroupDialogName[];
  onSelect: (item: GroupDialogName) => void;
  /** More items from other features (the mute switch), after these. */
  extra?: ReactNode;
}

/** SPEC §2 Group screen: the three-dot menu with Invite (owner), Edit group (owner), Members. */
export function GroupMenu({ items, onSelect, extra }: GroupMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={t('group.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        style={{ marginRight: -12 }}
      >
        <MoreVertIcon />
      </IconButton>
      <MountWhenOpened open={anchor !== null}>
        <GroupMenuList
          id={menuId}
          buttonId={buttonId}
          anchor={anchor}
          items={items}
          onClose={() => setAnchor(null)}
          onSelect={(item) => {
            setAnchor(null);
            onSelect(item);
          }}
          extra={extra}
        />
      </MountWhenOpened>
    </>
  );
}
