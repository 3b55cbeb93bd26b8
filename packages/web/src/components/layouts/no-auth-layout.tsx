import type { ReactNode } from 'react';
import { useRouteHandle } from '../shell/route-handle.ts';
import { TopBar } from '../shell/top-bar.tsx';
import styles from './no-auth-layout.module.css';

/** Frame for the pages a visitor may open without an account: privacy, about, not found. */
export function NoAuthLayout({ children }: { children: ReactNode }) {
  const handle = useRouteHandle();
  return (
    <div className={styles.frame}>
      {/* No main routes for visitors, so there is always a way back. */}
      <TopBar handle={handle && { ...handle, main: false }} actionsSlotRef={() => undefined} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
