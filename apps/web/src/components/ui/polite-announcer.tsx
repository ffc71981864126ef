'use client';

import { useAnnouncerStore } from '@/lib/a11y/announcer-store';

/**
 * One polite aria-live region for the page (mounted once in the layout). Messages come from
 * `announcePolitely` (lib/a11y/announcer-store), e.g. bet slip selection changes. Keyed by the
 * message id so a repeated message is read again.
 */
export function PoliteAnnouncer() {
  const { message, id } = useAnnouncerStore();
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="polite-announcer">
      <span key={id}>{message}</span>
    </div>
  );
}
