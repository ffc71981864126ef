'use client';

import { lazy, Suspense } from 'react';
import type { MatchListProps } from './match-list';

const MatchList = lazy(() => import('./match-list').then((module) => ({ default: module.MatchList })));

/**
 * MatchList as a chunk of its own, for a route that shows a listing on some of its pages only: the
 * category and league views share their route with the match page, whose first-load JavaScript
 * would otherwise carry the listing's code. The server renders the list as before (the lazy import
 * resolves there); the browser loads the chunk to hydrate it.
 */
export function LazyMatchList(props: MatchListProps) {
  return (
    <Suspense fallback={null}>
      <MatchList {...props} />
    </Suspense>
  );
}
