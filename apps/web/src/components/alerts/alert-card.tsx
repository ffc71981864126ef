'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ALERT_AUTO_CLOSE_MS, ALERT_SWIPE_DISMISS_SHARE, dismissAlert, type ShownAlert } from '@/lib/alerts/alert-store';
import styles from './alert-host.module.css';

/** One alert: its timer, its close button and its drag (a new alert is a new card: nothing carries over). */
export function AlertCard({ alert, closeLabel }: { alert: ShownAlert; closeLabel: string }) {
  const [held, setHeld] = useState(false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; width: number } | null>(null);

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissAlert(alert.id), ALERT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [alert.id, held]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    drag.current = { x: event.clientX, width: event.currentTarget.getBoundingClientRect().width };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const moved = event.clientX - start.x;
    if (start.width > 0 && Math.abs(moved) >= start.width * ALERT_SWIPE_DISMISS_SHARE) dismissAlert(alert.id);
    else setOffset(0);
  };

  return (
    <div
      className={styles.alert}
      data-kind={alert.kind}
      role={alert.kind === 'danger' ? 'alert' : 'status'}
      data-testid="alert"
      style={offset === 0 ? undefined : { transform: `translateX(${offset}px)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setOffset(0);
      }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.text}>
        <p className={styles.title}>{alert.title}</p>
        {alert.description ? <p className={styles.description}>{alert.description}</p> : null}
      </div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dismissAlert(alert.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
