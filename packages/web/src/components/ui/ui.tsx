import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './ui.module.css';

// Spike: plain elements with build-time styles in place of MUI's IconButton, Button,
// CircularProgress, Alert and Container on the group page's start-up path.

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  color?: 'inherit' | 'primary' | 'default';
  edge?: 'start';
  size?: 'small';
};

export function IconButton({ color, edge, className, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      data-color={color}
      data-edge={edge}
      {...props}
    />
  );
}

export function Button({ color, size, className, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      data-color={color}
      data-size={size}
      {...props}
    />
  );
}

export function Spinner({ label }: { label: string }) {
  return <span className={styles.spinner} role="progressbar" aria-label={label} />;
}

export function Alert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      <span>{children}</span>
      {action}
    </div>
  );
}

export function Container({ children, page = false }: { children: ReactNode; page?: boolean }) {
  return <div className={page ? `${styles.container} ${styles.page}` : styles.container}>{children}</div>;
}

export const uiStyles = styles;
