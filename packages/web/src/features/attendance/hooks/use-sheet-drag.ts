import type { PointerEvent } from 'react';
import { useRef, useState } from 'react';

// A press moves this far before it counts as a drag, so taps on the buttons in the dragged
// header stay taps.
const DRAG_THRESHOLD_PX = 8;

interface Drag {
  pointerId: number;
  startY: number;
  startHeight: number;
  moving: boolean;
}

interface SheetDragOptions {
  enabled: boolean;
  height: number;
  min: number;
  max: number;
  /** Called on release with whether the sheet ends open: past the midpoint it snaps open. */
  onSettle: (expanded: boolean) => void;
}

/** Pointer handlers that let a finger resize the sheet; `dragHeight` is set while it moves. */
export function useSheetDrag({ enabled, height, min, max, onSettle }: SheetDragOptions) {
  const drag = useRef<Drag | null>(null);
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  const clamp = (value: number) => Math.min(max, Math.max(min, value));

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!enabled || !event.isPrimary) return;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startHeight: height,
      moving: false,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const dy = event.clientY - current.startY;
    if (!current.moving) {
      if (Math.abs(dy) < DRAG_THRESHOLD_PX) return;
      current.moving = true;
      // Captured only now: capturing on press would steal the click from the header's buttons.
      // (Optional call: jsdom has no pointer capture.)
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDragHeight(clamp(current.startHeight - dy));
  }

  function end(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    if (!current.moving) return;
    // A cancelled drag (the system took the gesture) goes back to where it started.
    const final = cancelled
      ? current.startHeight
      : clamp(current.startHeight - (event.clientY - current.startY));
    setDragHeight(null);
    onSettle(final >= (min + max) / 2);
  }

  return {
    dragHeight,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
