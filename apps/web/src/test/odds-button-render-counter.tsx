/**
 * A stand-in for components/odds/odds-button that counts its renders by outcome name: what a live
 * update costs a page. Use with
 * `vi.mock('@/components/odds/odds-button', () => import('@/test/odds-button-render-counter'))`.
 */
export const oddsButtonRenders = new Map<string, number>();

export function OddsButton({ outcomeName, odds }: { outcomeName: string; odds: number }) {
  oddsButtonRenders.set(outcomeName, (oddsButtonRenders.get(outcomeName) ?? 0) + 1);
  return <button type="button">{`${outcomeName} ${odds}`}</button>;
}
