import { lazy, useId, useState, type ReactNode } from 'react';
import { MountWhenOpened } from '../mount-when-opened.tsx';
import { TopBarSlotContext, TopBarTitleContext } from '../top-bar-slot.tsx';
import { BottomBar } from './bottom-bar.tsx';
import type { DrawerItem } from './nav-drawer.tsx';
import { useRouteHandle } from './route-handle.ts';
import styles from './shell.module.css';
import { TopBar } from './top-bar.tsx';

// The drawer (a modal with the profile and links) loads when first opened, not with the shell.
const NavDrawer = lazy(() =>
  import('./nav-drawer.tsx').then((module) => ({ default: module.NavDrawer })),
);

interface AppShellProps {
  /** Shown at the top of the drawer (the user's profile). */
  drawerHeader: ReactNode;
  drawerItems: DrawerItem[];
  unreadCount: number;
  children: ReactNode;
}

/**
 * The signed-in frame (docs/product.md#signed-in-shell): app bar with title and back button, the screen, the
 * bottom navigation and the side drawer. It knows no feature; the app layer fills the slots.
 */
export function AppShell({ drawerHeader, drawerItems, unreadCount, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const drawerId = useId();
  const handle = useRouteHandle();

  return (
    <TopBarSlotContext value={actionsSlot}>
      <TopBarTitleContext value={setTitle}>
        <div className={styles.frame}>
          <TopBar handle={handle} title={title} actionsSlotRef={setActionsSlot} />
          <main className={styles.main}>{children}</main>
          <BottomBar
            drawerOpen={drawerOpen}
            drawerId={drawerId}
            onOpenDrawer={() => setDrawerOpen(true)}
            unreadCount={unreadCount}
          />
          <MountWhenOpened open={drawerOpen}>
            <NavDrawer
              id={drawerId}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              header={drawerHeader}
              items={drawerItems}
            />
          </MountWhenOpened>
        </div>
      </TopBarTitleContext>
    </TopBarSlotContext>
  );
}
