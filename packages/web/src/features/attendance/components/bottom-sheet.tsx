import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button.tsx';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../components/ui/icons.tsx';
import { BOTTOM_SHEET } from '../../../lib/ui-constants.ts';
import { useLatestCallback } from '../hooks/use-latest-callback.ts';
import { useSheetDrag } from '../hooks/use-sheet-drag.ts';
import { SIDE_PANEL_WIDTH, useSheetGeometry } from '../hooks/use-sheet-geometry.ts';
import styles from './day-sheet.module.css';

interface BottomSheetProps {
  label: string;
  /** Always visible at the top; on touch devices the sheet is dragged by it. */
  header: ReactNode;
  /** Scrolls inside the sheet. */
  children: ReactNode;
  sheetRef?: RefObject<HTMLDivElement | null>;
  /** Told BOTTOM_SHEET.stateCallbackMs after the sheet opened or closed. */
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * The bottom sheet (docs/product.md#bottom-sheet): collapsed or expanded. On touch devices it
 * follows the finger and snaps open or closed at the midpoint; with a mouse an Expand/Collapse
 * button does the same.
 * A desktop window has room for the day beside the calendar: there it is a side panel, whole.
 */
export function BottomSheet(props: BottomSheetProps) {
  const { label, header, children, sheetRef, onExpandedChange } = props;
  const { t } = useTranslation();
  const { side, touch, collapsed, expanded: expandedHeight } = useSheetGeometry();
  const [expanded, setExpanded] = useState(false);
  const height = expanded ? expandedHeight : collapsed;
  const { dragHeight, handlers } = useSheetDrag({
    enabled: touch,
    height,
    min: collapsed,
    max: expandedHeight,
    onSettle: setExpanded,
  });

  const changed = useLatestCallback((value: boolean) => onExpandedChange?.(value));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => changed(expanded), BOTTOM_SHEET.stateCallbackMs);
    return () => clearTimeout(timer);
  }, [expanded, changed]);

  const toggleLabel = expanded ? t('attendance.collapse') : t('attendance.expand');

  if (side) {
    return (
      <section
        ref={sheetRef}
        aria-label={label}
        // The day's parts lay out for the panel's narrow width (member-columns.module.css).
        data-panel="side"
        className={styles.side}
        style={{ width: SIDE_PANEL_WIDTH }}
      >
        <div className={styles.top}>{header}</div>
        <div className={styles.body}>{children}</div>
      </section>
    );
  }

  return (
    <section
      ref={sheetRef}
      aria-label={label}
      data-expanded={expanded}
      className={styles.sheet}
      // Inline: while a finger drags, the height changes every frame.
      style={{
        height: dragHeight ?? height,
        transition: dragHeight === null ? `height ${BOTTOM_SHEET.animationMs}ms ease-out` : 'none',
      }}
    >
      <div {...handlers} className={styles.top} data-touch={touch}>
        {touch && (
          // Dragging is the way for fingers; a tap on the handle (or a screen reader) toggles.
          <button
            type="button"
            className={styles.handle}
            aria-label={toggleLabel}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          />
        )}
        <div className={styles.header} data-touch={touch}>
          <div className={styles.headerMain}>{header}</div>
          {!touch && (
            <IconButton
              aria-label={toggleLabel}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
            </IconButton>
          )}
        </div>
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
