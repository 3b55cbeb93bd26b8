import { memo, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PlaceOutlinedIcon } from '../../../components/ui/icons.tsx';
import styles from './group-details-card.module.css';

interface GroupDetailsCardProps {
  location: string | undefined;
  description: string | undefined;
}

/**
 * The group's location and description, pinned above the calendar (docs/product.md#group-screen);
 * the description is clamped to two lines (group-details-card.module.css) until "Show more".
 */
export const GroupDetailsCard = memo(function GroupDetailsCard({
  location,
  description,
}: GroupDetailsCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const text = useRef<HTMLParagraphElement | null>(null);

  // "Show more" only when the clamped description really hides something. Measured again when
  // the width changes and once the web font has loaded, which changes where lines break. The
  // first measurement waits for the browser's own layout (a ResizeObserver reports right after
  // it, before the paint), rather than forcing one in the middle of the screen's first render;
  // flushSync shows the button in that same paint, so nothing below it moves.
  useLayoutEffect(() => {
    const element = text.current;
    if (!element || open) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    let active = true;
    void document.fonts?.ready.then(() => active && measure());
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [description, open]);

  if (!location && !description) return null;

  return (
    <section aria-label={t('attendance.groupDetails')} className={styles.card}>
      {location && (
        <p className={styles.location}>
          <PlaceOutlinedIcon
            fontSize="small"
            color="primary"
            titleAccess={t('attendance.location')}
          />
          {location}
        </p>
      )}
      {description && (
        <div>
          <p ref={text} className={styles.description} data-clamped={!open}>
            {description}
          </p>
          {(overflows || open) && (
            <Button
              size="small"
              className={styles.showMore}
              onClick={() => setOpen(!open)}
              aria-expanded={open}
            >
              {open ? t('attendance.showLess') : t('attendance.showMore')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
});
