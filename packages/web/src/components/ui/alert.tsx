import type { AriaRole, HTMLAttributes, ReactNode } from 'react';
import styles from './alert.module.css';
import {
  ErrorOutlineIcon,
  InfoOutlinedIcon,
  ReportProblemOutlinedIcon,
  SuccessOutlinedIcon,
} from './icons.tsx';

export type Severity = 'error' | 'warning' | 'info' | 'success';

const ICONS = {
  error: ErrorOutlineIcon,
  warning: ReportProblemOutlinedIcon,
  info: InfoOutlinedIcon,
  success: SuccessOutlinedIcon,
} as const;

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  severity: Severity;
  /** A bold first line (MUI's AlertTitle). */
  title?: ReactNode;
  /** At the end of the row, e.g. a Retry button. */
  action?: ReactNode;
  /** Replaces the severity's icon; false shows none. */
  icon?: ReactNode | false;
  /** role="alert" by default; "status" for news that must not interrupt. */
  role?: AriaRole;
  /** "filled" (a toast): the severity's strong colour with white text. */
  variant?: 'standard' | 'filled';
};

/** A message box in the severity's colours; announced as an alert unless `role` says otherwise. */
export function Alert({
  severity,
  title,
  action,
  icon,
  role = 'alert',
  variant = 'standard',
  className,
  children,
  ...rest
}: AlertProps) {
  const Icon = ICONS[severity];
  return (
    <div
      {...rest}
      role={role}
      className={[styles.alert, styles[severity], variant === 'filled' && styles.filled, className]
        .filter(Boolean)
        .join(' ')}
    >
      {icon === false ? null : (
        <span className={styles.icon}>{icon ?? <Icon fontSize="inherit" />}</span>
      )}
      <div className={styles.message}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
