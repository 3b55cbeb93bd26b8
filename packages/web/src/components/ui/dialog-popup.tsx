import type { ReactNode } from 'react';
import { Dialog as Base } from '@base-ui/react/dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button.tsx';
import styles from './dialog.module.css';
import grow from './grow.module.css';
import { CloseIcon } from './icons.tsx';

/** What `Dialog` takes (dialog.tsx). */
export interface DialogProps {
  open: boolean;
  /** Escape, a click outside or the close button: the owner decides whether to close. */
  onClose: () => void;
  /** The dialog's heading and its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** The footer row of buttons (or put a DialogActions inside the children, e.g. in a form). */
  actions?: ReactNode;
  fullScreen?: boolean;
  /** xs 340 px, sm 460 px (the default), md 580 px; always within the window. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Ignores Escape and clicks outside and shows no close button: only its actions close it. */
  persistent?: boolean;
  /** The top corner's close button (named "Close"); shown unless persistent. */
  closeButton?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/** The Base UI part of `Dialog`, loaded with its first open. */
export default function DialogPopup({
  open,
  onClose,
  title,
  children,
  actions,
  fullScreen = false,
  maxWidth = 'sm',
  persistent = false,
  closeButton = true,
  className,
  'aria-describedby': describedBy,
}: DialogProps) {
  const { t } = useTranslation();
  const popup = useRef<HTMLDivElement>(null);
  const showClose = closeButton && !persistent;
  return (
    <Base.Root
      open={open}
      onOpenChange={(next) => {
        // Persistent (an action running): Escape and clicks outside do nothing.
        if (!next && !persistent) onClose();
      }}
      disablePointerDismissal={persistent}
    >
      <Base.Portal>
        <Base.Backdrop className={styles.backdrop} />
        <Base.Viewport
          className={
            fullScreen ? `${styles.viewport} ${styles.fullScreenViewport}` : styles.viewport
          }
        >
          <Base.Popup
            ref={popup}
            className={[styles.popup, grow.grow, fullScreen && styles.fullScreen, className]
              .filter(Boolean)
              .join(' ')}
            data-width={maxWidth}
            aria-describedby={describedBy}
            // As MUI did: a field or button with autoFocus keeps the focus, else the dialog has it.
            initialFocus={() => {
              const active = document.activeElement;
              if (active instanceof HTMLElement && popup.current?.contains(active)) return active;
              return popup.current;
            }}
          >
            <Base.Title
              className={showClose ? `${styles.title} ${styles.withClose}` : styles.title}
            >
              {title}
            </Base.Title>
            {showClose ? (
              <Base.Close
                render={
                  <IconButton aria-label={t('common.close')} className={styles.close}>
                    <CloseIcon />
                  </IconButton>
                }
              />
            ) : null}
            {children}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </Base.Popup>
        </Base.Viewport>
      </Base.Portal>
    </Base.Root>
  );
}
