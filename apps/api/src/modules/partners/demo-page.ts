import type { PartnerApp } from '@sportsbook/contracts';

const TITLES: Record<PartnerApp, string> = {
  racing: 'Demo racing',
  lotteries: 'Demo lottery',
  'virtual-gaming-arena': 'Demo virtual arena',
};

/** Eight runners (a race, a draw's balls, an arena's teams): the same small animation for each app. */
const RUNNERS = 8;

/**
 * The built-in demo partner's game page (no script: a CSS animation), standing in for a real
 * partner's game so that the partner pages work on a fresh install. It names its app and whether
 * it was launched for a player or a visitor; it moves no money.
 */
export function demoPartnerPage(options: { nonce: string; app: PartnerApp; playerId: number | null }): string {
  const { nonce, app, playerId } = options;
  const lanes = Array.from({ length: RUNNERS }, (_, index) => `<li><span>${index + 1}</span></li>`).join('');
  // Per lane in the nonced style sheet: the page's policy allows no style attribute.
  const laneStyles = Array.from({ length: RUNNERS }, (_, index) => `li:nth-child(${index + 1}) span { --lane: ${index}; }`).join('\n  ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[app]}</title>
<style nonce="${nonce}">
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: #0f172a; color: #f8fafc; }
  main { padding: 16px; }
  h1 { margin: 0 0 4px; font-size: 20px; }
  p { margin: 0 0 12px; color: #cbd5e1; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  li { position: relative; height: 28px; border-radius: 6px; background: #1e293b; overflow: hidden; }
  li span { position: absolute; inset-block: 2px; inset-inline-start: 2px; width: 24px; border-radius: 50%; background: hsl(calc(var(--lane) * 45) 80% 55%);
    color: #0f172a; font-weight: 700; text-align: center; line-height: 24px; animation: run calc(6s + var(--lane) * 0.37s) ease-in-out infinite alternate; }
  @keyframes run { to { inset-inline-start: calc(100% - 26px); } }
  ${laneStyles}
  @media (prefers-reduced-motion: reduce) { li span { animation: none; } }
</style>
</head>
<body>
<main>
<h1>${TITLES[app]}</h1>
<p data-mode="${playerId === null ? 'demo' : 'player'}">${playerId === null ? 'Demo mode: sign in to play for real.' : `Launched for player ${playerId}.`}</p>
<ol aria-label="Runners">${lanes}</ol>
</main>
</body>
</html>`;
}
