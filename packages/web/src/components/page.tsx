import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The content column of a screen: readable width on desktops, full width on phones. */
export function Page({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
