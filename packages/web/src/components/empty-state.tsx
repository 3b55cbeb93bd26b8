import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import text from './ui/text.module.css';

interface EmptyStateProps {
  icon: ReactNode;
  title?: string;
  text: string;
  action?: ReactNode;
}

/** What a screen shows instead of an empty list: why it is empty and what to do next. */
export function EmptyState({ icon, title, text: message, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <div aria-hidden className={styles.icon}>
        {icon}
      </div>
      {title && <h2 className={`${text.h6} ${text.gutterBottom} ${styles.title}`}>{title}</h2>}
      <p className={`${text.body1} ${styles.text}`}>{message}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
