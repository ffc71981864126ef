'use client';

import { PoliteAnnouncer } from '@/components/ui/polite-announcer';
import { ConnectionIndicator } from './connection-indicator';

/** What realtime shows: the connection indicator and the page's polite announcement region (loaded lazily). */
export function RealtimeUi() {
  return (
    <>
      <ConnectionIndicator />
      <PoliteAnnouncer />
    </>
  );
}
