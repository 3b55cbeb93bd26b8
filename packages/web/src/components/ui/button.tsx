import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Link, type To } from 'react-router';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

type Common = {
  /** A router link (in-app navigation) instead of a button. */
  to?: To;
  /** With `to`: replace the history entry, pass router state. */
  replace?: boolean;
  state?: unknown;
  /** A plain link (another site, a download) instead of a button. */
  href?: string;
  target?: string;
  rel?: string;
  download?: string | boolean;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
};

export type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> &
  Common & {
    variant?: 'text' | 'outlined' | 'contained';
    size?: 'small' | 'medium' | 'large';
    color?: 'primary' | 'error' | 'inherit';
    fullWidth?: boolean;
    /** Busy: disabled, aria-busy, a spinner over the label (the label stays the name). */
    loading?: boolean;
    startIcon?: ReactNode;
    endIcon?: ReactNode;
  };

export type IconButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> &
  Common & {
    color?: 'default' | 'primary' | 'error' | 'inherit';
    size?: 'small' | 'medium' | 'large';
    /** Pulls the button to the toolbar's edge, as MUI's `edge`. */
    edge?: 'start' | 'end' | false;
  } & ({ 'aria-label': string } | { title: string } | { 'aria-labelledby': string });

/** The element behind a button: a router Link, an <a>, or a <button type="button">. */
function ButtonBase({
  to,
  replace,
  state,
  href,
  type,
  ref,
  ...props
}: ComponentPropsWithoutRef<'button'> & Common) {
  const { disabled, ...rest } = props;
  if (to !== undefined && !disabled) {
    const anchor = rest as ComponentPropsWithoutRef<'a'>;
    return <Link to={to} replace={replace} state={state} ref={ref} {...anchor} />;
  }
  if (href !== undefined && !disabled) {
    return <a href={href} ref={ref} {...(rest as ComponentPropsWithoutRef<'a'>)} />;
  }
  return <button type={type ?? 'button'} disabled={disabled} ref={ref} {...rest} />;
}

function classes(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

export function Button({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth,
  loading = false,
  startIcon,
  endIcon,
  className,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <ButtonBase
      {...props}
      className={classes(styles.button, fullWidth && styles.fullWidth, className)}
      data-variant={variant}
      data-color={color}
      data-size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {startIcon ? <span className={classes(styles.icon, styles.start)}>{startIcon}</span> : null}
      {children}
      {endIcon ? <span className={classes(styles.icon, styles.end)}>{endIcon}</span> : null}
      {loading ? (
        <span className={styles.busy}>
          <Spinner size={16} color="inherit" aria-hidden />
        </span>
      ) : null}
    </ButtonBase>
  );
}

/** A round icon-only button; its name comes from aria-label (or title), the child is the icon. */
export function IconButton({
  color = 'default',
  edge,
  size = 'medium',
  className,
  ...props
}: IconButtonProps) {
  return (
    <ButtonBase
      {...props}
      className={classes(styles.iconButton, className)}
      data-color={color}
      data-size={size}
      data-edge={edge || undefined}
    />
  );
}
