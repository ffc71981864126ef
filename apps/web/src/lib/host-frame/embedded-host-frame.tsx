'use client';

import { HOST_LISTENERS, isHostMessage, type HostMessage } from '@sportsbook/contracts/models';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useSelectedStore } from '@/lib/betslip/selected-store';
import { interceptModals, useModalStore, visibleModal, type ModalName } from '@/lib/modals/modal-store';
import { delegateToHost, hostAllows, postToHost } from './host-bridge';
import { storedHostFrame, storeHostFrame, useHostFrameStore } from './host-frame-store';
import { acceptsViewport, LAYOUT_REPORT_INTERVAL_MS, parentOriginOf, throttleTrailing, visibleGaps, type HostViewport } from './host-rules';

/**
 * The sportsbook's side of spec promotions §4 "Iframe host integration", loaded by
 * HostFrameMount inside an iframe. When the parent is not among `allowedOrigins` it does
 * nothing. Embedded: it says it is initialised, reads the host's `iframe_integration` and
 * `viewport` messages (from the parent window and its allowed origin only), keeps fixed elements
 * inside the host's visible viewport, and tells the host about page loads, the page's size (at
 * most every 100 ms), balance, currency, bet slip, modals and featured matches opened.
 */
export default function EmbeddedHostFrame({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  const parentOrigin = useHostFrameStore((state) => state.parentOrigin);
  const pathname = usePathname();
  const locale = useLocale();

  useEffect(() => {
    const origin = parentOriginOf(allowedOrigins, window.location.ancestorOrigins ? Array.from(window.location.ancestorOrigins) : null, document.referrer);
    if (origin === null) return;
    useHostFrameStore.setState({ parentOrigin: origin, ...storedHostFrame(window.sessionStorage) });
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== origin || !isHostMessage(event.data)) return;
      applyHostMessage(event.data);
    };
    window.addEventListener('message', onMessage);
    // Sign-in, sign-up and deposit are the host's from now on (refused until it says it listens).
    interceptModals(delegateToHost);
    const refuse = () => useModalStore.setState({ refused: HOST_MODALS.filter((modal) => !hostAllows(modal)) });
    refuse();
    const stopRefusing = useHostFrameStore.subscribe(refuse);
    postToHost('initialized', { protocol: 1 });
    return () => {
      window.removeEventListener('message', onMessage);
      interceptModals(null);
      stopRefusing();
      useModalStore.setState({ refused: [] });
    };
  }, [allowedOrigins]);

  useEffect(() => {
    if (parentOrigin !== null) postToHost('page-loaded', { path: pathname, locale });
  }, [parentOrigin, pathname, locale]);

  useEffect(() => (parentOrigin === null ? undefined : reportToHost()), [parentOrigin]);
  return null;
}

// The host's actions are modals of the same names (sign_in, sign_up, deposit).
const HOST_MODALS: readonly ModalName[] = HOST_LISTENERS;

function applyHostMessage(message: HostMessage): void {
  const state = useHostFrameStore.getState();
  if (message.type === 'iframe_integration') {
    useHostFrameStore.setState({ integration: message.payload });
  } else if (acceptsViewport(message.payload, document.documentElement.scrollHeight)) {
    useHostFrameStore.setState({ viewport: message.payload });
  } else {
    return;
  }
  const next = useHostFrameStore.getState();
  if (next !== state) storeHostFrame(window.sessionStorage, next);
}

/** Subscriptions while embedded; returns their clean-up. */
function reportToHost(): () => void {
  const root = document.documentElement;
  const placeFixedElements = () => {
    const { integration, viewport } = useHostFrameStore.getState();
    if (integration?.dynamicPositioning && viewport) applyGaps(root, viewport);
    else clearGaps(root);
  };
  const reportSize = throttleTrailing((width: number, height: number) => postToHost('page-size-changed', { width, height }), LAYOUT_REPORT_INTERVAL_MS);
  const resizeObserver = new ResizeObserver(() => {
    reportSize(root.scrollWidth, root.scrollHeight);
    placeFixedElements();
  });
  resizeObserver.observe(document.body);
  placeFixedElements();

  const stopFrame = useHostFrameStore.subscribe(placeFixedElements);
  const stopAuth = useAuthStore.subscribe((state, previous) => {
    const account = state.accounts.find((item) => item.currency === state.currency);
    const before = previous.accounts.find((item) => item.currency === previous.currency);
    if (account && (account.balance !== before?.balance || state.currency !== previous.currency)) {
      postToHost('balance-changed', { balance: account.balance, currency: account.currency, subunits: account.subunits });
    }
    if (state.currency !== previous.currency) postToHost('notify-currency-changed', { currency: state.currency });
  });
  const stopSlip = useSelectedStore.subscribe((state, previous) => {
    if (state.selectedIds.length !== previous.selectedIds.length || state.panelOpen !== previous.panelOpen) {
      postToHost('bet-slip-state-changed', { count: state.selectedIds.length, open: state.panelOpen });
    }
  });
  const stopModals = useModalStore.subscribe((state, previous) => {
    const shown = visibleModal(state.stack);
    if (shown && shown !== visibleModal(previous.stack)) postToHost('notify-modal-triggered', { name: shown.name });
  });
  // A match opened from the home page's featured sections (their rows carry data-match-id).
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('[data-top-events] [data-match-id] a') : null;
    const row = link?.closest<HTMLElement>('[data-match-id]');
    const matchId = Number(row?.dataset.matchId);
    if (Number.isSafeInteger(matchId) && matchId > 0) postToHost('top-event-clicked', { matchId });
  };
  document.addEventListener('click', onClick, true);

  return () => {
    resizeObserver.disconnect();
    reportSize.cancel();
    stopFrame();
    stopAuth();
    stopSlip();
    stopModals();
    document.removeEventListener('click', onClick, true);
    clearGaps(root);
  };
}

function applyGaps(root: HTMLElement, viewport: HostViewport): void {
  const gaps = visibleGaps(viewport, window.innerHeight);
  root.setAttribute('data-host-viewport', '');
  root.style.setProperty('--host-gap-top', `${gaps.top}px`);
  root.style.setProperty('--host-gap-bottom', `${gaps.bottom}px`);
}

function clearGaps(root: HTMLElement): void {
  root.removeAttribute('data-host-viewport');
  root.style.removeProperty('--host-gap-top');
  root.style.removeProperty('--host-gap-bottom');
}
