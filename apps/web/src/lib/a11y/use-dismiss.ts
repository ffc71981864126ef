import { useEffect, type RefObject } from 'react';

/**
 * While `open`: Escape dismisses (`focusBack` true: focus returns to the opener) and a press
 * outside `rootRef` dismisses (`focusBack` false: focus goes where the press put it). For header
 * popovers (the notifications bell, components/ui/menu-button).
 */
export function useDismiss(open: boolean, rootRef: RefObject<HTMLElement | null>, dismiss: (focusBack: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) dismiss(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, rootRef, dismiss]);
}
