import { lazy, Suspense, use, type ReactElement, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { MenuParts } from './menu-parts.ts';
import styles from './menu.module.css';
import { useToggleTrigger, type ToggleTriggerProps } from './popup-trigger.ts';

/** Base UI's menu arrives with the first open; the trigger is a plain button until then. */
const loadPopup = () => import('./menu-popup.tsx');
const MenuPopup = lazy(loadPopup);

type TriggerProps = ToggleTriggerProps & {
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
};

export interface MenuProps {
  /** A plain IconButton or Button (with its own name, e.g. "Group menu"). */
  trigger: ReactElement<TriggerProps>;
  /** The menu's accessible name. */
  label: string;
  /** MenuItem, MenuCheckboxItem and MenuDivider. */
  children: ReactNode;
  /** The menu's edge lined up with the trigger's: the end by default (a toolbar's ⋮ button). */
  align?: 'start' | 'end';
}

/**
 * A menu of actions under its trigger: role="menu" with menuitems, arrow keys and typeahead,
 * Escape or a click outside closes it and focus returns to the trigger.
 */
export function Menu({ trigger, label, children, align = 'end' }: MenuProps) {
  const own = trigger.props;
  const menu = useToggleTrigger(trigger, {
    'aria-haspopup': 'menu',
    // Fetch the menu's code while the pointer is on its way, so the first open is instant.
    onPointerEnter: (event: unknown) => {
      own.onPointerEnter?.(event);
      void loadPopup();
    },
    onFocus: (event: unknown) => {
      own.onFocus?.(event);
      void loadPopup();
    },
  });

  return (
    <>
      {menu.trigger}
      {menu.opened ? (
        <Suspense fallback={null}>
          <MenuPopup
            id={menu.id}
            open={menu.open}
            onOpenChange={menu.setOpen}
            anchor={menu.anchor}
            label={label}
            align={align}
          >
            {children}
          </MenuPopup>
        </Suspense>
      ) : null}
    </>
  );
}

function useParts() {
  const parts = use(MenuParts);
  if (!parts) throw new Error('Menu items belong inside a Menu.');
  return parts;
}

export interface MenuItemProps {
  children: ReactNode;
  onClick?: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  /** An in-app link instead of an action. */
  to?: To;
}

/** One action of the menu (role="menuitem"); choosing it closes the menu. */
export function MenuItem({ children, onClick, icon, disabled, to }: MenuItemProps) {
  const parts = useParts();
  const body = (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
    </>
  );
  if (to !== undefined) {
    return (
      <parts.LinkItem
        className={styles.item}
        render={<Link to={to} />}
        onClick={onClick}
        closeOnClick
      >
        {body}
      </parts.LinkItem>
    );
  }
  return (
    <parts.Item className={styles.item} onClick={onClick} disabled={disabled}>
      {body}
    </parts.Item>
  );
}

export interface MenuCheckboxItemProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  icon?: ReactNode;
  disabled?: boolean;
}

/** An on/off item (role="menuitemcheckbox", aria-checked), drawn with a small switch; the menu stays open. */
export function MenuCheckboxItem({
  children,
  checked,
  onCheckedChange,
  icon,
  disabled,
}: MenuCheckboxItemProps) {
  const parts = useParts();
  return (
    <parts.CheckboxItem
      className={styles.item}
      checked={checked}
      onCheckedChange={(next) => onCheckedChange(next)}
      disabled={disabled}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
      <span className={styles.switch} aria-hidden />
    </parts.CheckboxItem>
  );
}

/** A line between groups of items. */
export function MenuDivider() {
  const parts = useParts();
  return <parts.Separator className={styles.divider} />;
}
