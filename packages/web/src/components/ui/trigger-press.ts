import type { RefObject } from 'react';

/**
 * A lazy popup's open-change handler (menu, popover): a press on the plain trigger button is the
 * trigger's own toggle, not a click outside, so Base UI's outside-press close is ignored for it.
 */
export function closeUnlessTriggerPressed(
  anchor: RefObject<HTMLElement | null>,
  onOpenChange: (open: boolean) => void,
) {
  return (next: boolean, details: { reason: string; event?: Event | undefined }) => {
    const target = details.event?.target;
    if (
      !next &&
      details.reason === 'outside-press' &&
      target instanceof Node &&
      anchor.current?.contains(target)
    ) {
      return;
    }
    onOpenChange(next);
  };
}
