'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import type { ProviderStatus } from '@/lib/live/provider-status';
import { useProviderStatusStore } from '@/lib/live/provider-status-store';
import { whenIdle } from '@/lib/idle/when-idle';

interface RealtimeRootProps {
  /** PUBLIC_REALTIME_URL when set (the web server's env, read per request); else the page's own origin. */
  configuredUrl: string | null;
  /** Fossil delta compression feature flag. */
  delta: boolean;
  /** Provider statuses from the settings the server read: the starting point of the provider status store. */
  providerStatuses: ProviderStatus[] | null;
}

/**
 * Realtime for the page, kept out of first-load JS: after hydration, when the browser is idle,
 * it imports the client (with `centrifuge`) and its UI (connection indicator, polite
 * announcement region) and starts them. Nothing can be stale before that: the page shows what
 * the server just rendered.
 */
export function RealtimeRoot({ configuredUrl, delta, providerStatuses }: RealtimeRootProps) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [Ui, setUi] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (providerStatuses) useProviderStatusStore.getState().setStatuses(providerStatuses);
  }, [providerStatuses]);

  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | null = null;
    let cancelStart: (() => void) | null = null;
    const cancelIdle = whenIdle(() => {
      Promise.all([import('@/lib/realtime/start-realtime'), import('./realtime-ui')])
        .then(([{ startRealtime }, { RealtimeUi }]) => {
          if (cancelled) return;
          // Loading the client's code was one task; connecting and rendering its UI wait for
          // the next idle moment, so neither adds to a long task while the page settles.
          cancelStart = whenIdle(() => {
            setUi(() => RealtimeUi);
            stop = startRealtime({ configuredUrl, delta, queryClient, locale });
          });
        })
        .catch(reportErrorLazily);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      cancelStart?.();
      stop?.();
    };
  }, [configuredUrl, delta, queryClient, locale]);

  return Ui ? <Ui /> : null;
}
