'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Absent: the dialog cannot be closed (no close button, Escape ignored). */
  onClose?: (() => void) | undefined;
  closeLabel: string;
  /** Kept in the background: mounted (state kept) but not shown. */
  hidden?: boolean;
  /** Extra header actions (e.g. keep in background). */
  actions?: ReactNode;
  /** Wider body (the deposit frame). */
  wide?: boolean;
}

/**
 * Modal dialog (desktop) that becomes a bottom sheet below 780 px: labelled by its title, focus
 * kept inside while shown, Escape closes, focus returns to where it was when it closes.
 */
export function Dialog({ title, children, onClose, closeLabel, hidden = false, actions, wide = false }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (hidden) return undefined;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !panelRef.current?.contains(active)) returnFocusRef.current = active;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[autofocus], input:not([type="hidden"]), select, textarea') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => {
      const target = returnFocusRef.current;
      if (target?.isConnected) target.focus();
    };
  }, [hidden]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (onClose) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.backdrop} hidden={hidden}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {actions}
          {onClose ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
