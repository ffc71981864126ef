import { useSyncExternalStore } from 'react';
import { useHostFrameStore, type HostFrameState } from './host-frame-store';

/**
 * Spec promotions §5 "There is no in-iframe tracking, reality check … unless allowed": on its own
 * the sportsbook runs them; inside an iframe only when the parent is an allowed host
 * (HOST_ORIGINS) whose `iframe_integration` says `playerProtection: true` (host SDK option
 * `playerProtection`). Until the host has said so (or when an unknown page frames it), neither runs.
 */
export function playerProtectionAllowed(framed: boolean, state: Pick<HostFrameState, 'parentOrigin' | 'integration'>): boolean {
  if (!framed) return true;
  return state.parentOrigin !== null && state.integration?.playerProtection === true;
}

// Being framed never changes during a page's life: nothing to subscribe to.
const subscribeNever = () => () => undefined;
const isFramed = () => window.parent !== window;
const notFramedOnServer = () => false;

/** Whether the reality check and activity tracking may run in this page (live: the host's message may come later). */
export function usePlayerProtectionAllowed(): boolean {
  const framed = useSyncExternalStore(subscribeNever, isFramed, notFramedOnServer);
  return useHostFrameStore((state) => playerProtectionAllowed(framed, state));
}
