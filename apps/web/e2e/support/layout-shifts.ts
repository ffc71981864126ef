import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  nodes: string[];
}

/**
 * Records the page's layout shifts from its first paint, as the browser counts them for CLS,
 * leaving out a price moving in place (a live match's realtime arrow); each with the nodes that
 * moved, so that a failure names its cause. Call before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    const describe = (node: Node | undefined): string => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '(gone)';
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      const landmark = element.closest('nav, header, aside, main, footer, [role]');
      const where = landmark ? `${landmark.tagName.toLowerCase()}[${landmark.getAttribute('aria-label') ?? landmark.getAttribute('role') ?? ''}]` : '-';
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.getAttribute('class') ?? ''} in ${testId ?? '-'} / ${where}: ${(element.textContent ?? '').slice(0, 40)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        const onlyPrices = entry.sources.every((source) => source.node?.parentElement?.closest('[data-testid="market"] button') != null);
        if (!onlyPrices) shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, nodes: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far (`recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { shifts: LayoutShift[] }).shifts);
}
