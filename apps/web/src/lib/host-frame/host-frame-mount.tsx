'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

// The host integration loads only inside an iframe: a site on its own ships none of it.
const EmbeddedHostFrame = lazy(() => import('./embedded-host-frame'));

// Being framed never changes during a page's life: nothing to subscribe to.
const subscribeNever = () => () => undefined;
const isFramed = () => window.parent !== window;
const notFramedOnServer = () => false;

/**
 * Spec promotions §4 "Iframe host integration", mounted once in the locale layout: nothing
 * outside an iframe; inside one, the integration (./embedded-host-frame), which talks only to a
 * parent page among `allowedOrigins` (HOST_ORIGINS).
 */
export function HostFrameMount({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  const framed = useSyncExternalStore(subscribeNever, isFramed, notFramedOnServer);
  if (!framed || allowedOrigins.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EmbeddedHostFrame allowedOrigins={allowedOrigins} />
    </Suspense>
  );
}
