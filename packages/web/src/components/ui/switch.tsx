import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './switch.module.css';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  /** The switch's visible name; without it give aria-label or aria-labelledby. */
  label?: ReactNode;
  /** The label first and the switch at the row's end (a settings row). */
  labelPlacement?: 'end' | 'start';
  size?: 'small' | 'medium';
  ref?: Ref<HTMLInputElement>;
};

/** An on/off switch: a real checkbox with role="switch", so its state is aria-checked. */
export function Switch({
  label,
  labelPlacement = 'end',
  size = 'medium',
  className,
  ref,
  ...input
}: SwitchProps) {
  const control = (
    <span className={[styles.control, size === 'small' && styles.small].filter(Boolean).join(' ')}>
      <input {...input} ref={ref} type="checkbox" role="switch" className={styles.input} />
      <span className={styles.track} aria-hidden />
      <span className={styles.thumb} aria-hidden />
    </span>
  );
  if (label === undefined) return <span className={className}>{control}</span>;
  return (
    <label
      className={[
        styles.label,
        labelPlacement === 'start' && styles.labelStart,
        input.disabled && styles.disabled,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {control}
      <span>{label}</span>
    </label>
  );
}
