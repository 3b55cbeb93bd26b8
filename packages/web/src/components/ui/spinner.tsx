import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** The progress bar's accessible name; "Loading…" by default. */
  label?: string;
  /** Diameter in px (MUI's default 40). */
  size?: number;
  /** 'inherit' draws the ring in the text colour (inside buttons and the app bar). */
  color?: 'primary' | 'inherit';
  /** Inside a control whose own name says what is busy, the ring is decoration. */
  'aria-hidden'?: boolean;
  className?: string;
}

/** An indeterminate progress ring: role="progressbar" with a name, as MUI's CircularProgress. */
export function Spinner({ label, size = 40, color = 'primary', className, ...rest }: SpinnerProps) {
  const { t } = useTranslation();
  const hidden = rest['aria-hidden'] === true;
  const classes = [styles.spinner, color === 'inherit' && styles.inherit, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      role={hidden ? undefined : 'progressbar'}
      aria-label={hidden ? undefined : (label ?? t('app.loading'))}
      aria-hidden={hidden || undefined}
      style={{ '--size': `${size}px` } as CSSProperties}
    />
  );
}
