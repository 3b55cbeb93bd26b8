import { Dialog as Base } from '@base-ui/react/dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button.tsx';
import type { DialogProps } from './dialog.tsx';
import styles from './dialog.module.css';
import grow from './grow.module.css';
import { CloseIcon } from './icons.tsx';

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
