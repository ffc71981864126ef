'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is within `marginPx` of the viewport, or has been: lazy images start loading
 * that far ahead (spec core §9 prefetch margin 200 px). Once true it stays true. False on the
 * server and before the first observation.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${marginPx}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
