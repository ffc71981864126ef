'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle/when-idle';
import type { SideEffectsMountProps } from './side-effects-root';

const SideEffectsRoot = lazy(() => import('./side-effects-root'));

/**
 * The page's side effects (issue 22), out of first-load JavaScript: this shell only waits for an
 * idle browser, then loads ./side-effects-root (mobile-app mode, the cookie banner, the data layer,
 * tag manager, chat, push and reminders). Mounted by the locale layout with the cookies the server read.
 */
export function SideEffectsMount(props: SideEffectsMountProps) {
  const [load, setLoad] = useState(false);
  useEffect(() => whenIdle(() => setLoad(true)), []);
  return load && !props.mobileApp ? (
    <Suspense fallback={null}>
      <SideEffectsRoot {...props} />
    </Suspense>
  ) : null;
}
