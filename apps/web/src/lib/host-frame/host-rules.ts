import { HOST_LISTENERS, type HostListener } from '@sportsbook/contracts/models';

/**
 * The rules of spec promotions §4 "Iframe host integration" as pure functions (host-frame-mount
 * applies them): who the parent is, which host viewports are taken, where fixed elements go.
 */

/** Spec §9 "Viewport rule adds 100". */
export const VIEWPORT_ALLOWANCE_PX = 100;
/** Spec §9 "Layout report debounce 100 ms". */
export const LAYOUT_REPORT_INTERVAL_MS = 100;

export interface HostViewport {
  /** The iframe's top edge relative to the host viewport's top (negative once scrolled past). */
  top: number;
  /** The host viewport's height. */
  height: number;
}

/**
 * The parent page's origin when it is one of `allowedOrigins`, else null (then nothing is sent
 * to it and nothing from it is read). Chromium and Safari name the embedding origins
 * (`location.ancestorOrigins`); elsewhere the referrer of the iframe's first page does.
 */
export function parentOriginOf(allowedOrigins: readonly string[], ancestorOrigins: readonly string[] | null, referrer: string): string | null {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null));
  const candidate = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0]! : originOf(referrer);
  return candidate !== null && allowed.has(candidate) ? candidate : null;
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Spec: a viewport update is accepted only when content height + top offset + 100 reaches the viewport bottom. */
export function acceptsViewport(viewport: HostViewport, contentHeight: number): boolean {
  return contentHeight + viewport.top + VIEWPORT_ALLOWANCE_PX >= viewport.height;
}

/**
 * The part of the iframe the player sees, as gaps from the iframe's own top and bottom edges
 * (the iframe is as tall as its content, so `position: fixed` alone would pin elements to the
 * bottom of the whole page): fixed elements add these to their insets (globals.css).
 */
export function visibleGaps(viewport: HostViewport, frameHeight: number): { top: number; bottom: number } {
  const clamp = (value: number) => Math.min(frameHeight, Math.max(0, value));
  const visibleTop = clamp(-viewport.top);
  const visibleBottom = clamp(-viewport.top + viewport.height);
  return { top: Math.round(visibleTop), bottom: Math.round(frameHeight - Math.max(visibleTop, visibleBottom)) };
}

/** The host action behind a modal: these three are the host's when the sportsbook is embedded. */
export function hostActionOf(modal: string): HostListener | null {
  return (HOST_LISTENERS as readonly string[]).includes(modal) ? (modal as HostListener) : null;
}

/**
 * Calls `report` at most once per `intervalMs`, the last call's arguments winning (the first call
 * goes at once, later ones at the end of the interval): layout sizes without a flood.
 */
export function throttleTrailing<A extends unknown[]>(report: (...args: A) => void, intervalMs: number, timers = { setTimeout, clearTimeout, now: () => Date.now() }) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: A | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (pending === null) return;
    const args = pending;
    pending = null;
    last = timers.now();
    report(...args);
  };
  const call = (...args: A) => {
    pending = args;
    if (timer !== null) return;
    const wait = last + intervalMs - timers.now();
    if (wait <= 0) flush();
    else timer = timers.setTimeout(flush, wait);
  };
  call.cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return call;
}
