'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from '@/lib/a11y/use-dismiss';
import styles from './menu-button.module.css';

interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (an icon, a short text); hidden from assistive technology when `label` names it. */
  children: ReactNode;
  /** The panel's content, rendered only while open; `close` closes it (focus back on the button). */
  panel: (close: () => void) => ReactNode;
  className?: string | undefined;
  buttonClassName?: string | undefined;
  testId?: string | undefined;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A header button that opens a panel below it (the disclosure pattern: aria-expanded,
 * aria-controls). Enter or Space opens it and moves focus to its first control; Tab and the arrow
 * keys (Home, End) move through the controls; Escape closes it and puts focus back on the button;
 * a press outside, following a link in it or focus leaving it closes it too.
 */
export function MenuButton({ label, children, panel, className, buttonClassName, testId }: MenuButtonProps) {
  // `focusButton`: the last close puts focus back on the button (Escape, a choice in the panel).
  const [{ open, focusButton }, setState] = useState({ open: false, focusButton: false });
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((focus = true) => setState({ open: false, focusButton: focus }), []);
  const toggle = (next: boolean) => setState({ open: next, focusButton: false });

  useEffect(() => {
    if (!open && focusButton) buttonRef.current?.focus();
  }, [open, focusButton]);

  useDismiss(open, rootRef, close);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    // A select uses the arrow keys itself.
    if (!keys.includes(event.key) || event.target instanceof HTMLSelectElement) return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${className ?? ''}`}
      onBlur={(event) => {
        // Focus moved out of the button and its panel (Tab past the end): the panel closes.
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.button} ${buttonClassName ?? ''}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onClick={() => toggle(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggle(true);
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-label={label}
          className={styles.panel}
          onKeyDown={onPanelKey}
          onClick={(event) => {
            // Following a link closes the menu (the page changes under it).
            if (event.target instanceof Element && event.target.closest('a[href]')) close(false);
          }}
        >
          {panel(close)}
        </div>
      ) : null}
    </div>
  );
}
