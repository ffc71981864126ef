import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { appHeader, confirmedUser, signInAndDeposit } from '../support/player';
import { apiOrigin, clusterNodeOrigins, controlOrigin } from '../support/ports';
import { football, openPanel, pickHome, placeAcceptingChanges } from '../support/slip';

// Issue 19 "Two nodes that survive each other": two API nodes on one PostgreSQL and one Redis,
// behind a failover proxy (apps/api/scripts/local-cluster.mjs), the web server in front. Kill -9
// the node that leads the feed while a player's browser is connected to it: the other node takes
// the feed, the page's realtime connection moves to it and recovers its subscriptions from Redis
// without a gap, bets placed through it succeed, and when the first node is back nothing is lost
// or doubled.
const [nodeA, nodeB] = clusterNodeOrigins;

/** A gauge of one node's /metrics (null while the node is down). */
async function gauge(request: APIRequestContext, origin: string, name: string): Promise<number | null> {
  const response = await request.get(`${origin}/metrics`, { timeout: 5_000 }).catch(() => null);
  if (!response?.ok()) return null;
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(await response.text());
  return match ? Number(match[1]) : null;
}

interface SubscribeReply {
  /** Which of the page's WebSocket connections, counted from 0. */
  socket: number;
  channel: string;
  recovered: boolean;
  wasRecovering: boolean;
}

/**
 * Every subscribe reply the page receives, with the channel of its command (the wire protocol of
 * shared/realtime-protocol.md: newline-separated JSON commands and replies matched by id).
 */
function recordSubscriptions(page: Page): SubscribeReply[] {
  const replies: SubscribeReply[] = [];
  let sockets = 0;
  page.on('websocket', (socket: WebSocket) => {
    const index = sockets++;
    const channels = new Map<number, string>();
    const lines = (payload: string | Buffer) => String(payload).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    socket.on('framesent', ({ payload }) => {
      for (const command of lines(payload)) {
        const subscribe = command.subscribe as { channel?: string } | undefined;
        if (subscribe?.channel) channels.set(command.id as number, subscribe.channel);
      }
    });
    socket.on('framereceived', ({ payload }) => {
      for (const reply of lines(payload)) {
        const result = reply.subscribe as { recovered?: boolean; was_recovering?: boolean } | undefined;
        const channel = channels.get(reply.id as number);
        if (result && channel) replies.push({ socket: index, channel, recovered: result.recovered === true, wasRecovering: result.was_recovering === true });
      }
    });
  });
  return replies;
}

/** Everything on the page that realtime changes: the score and every price. */
async function liveSnapshot(page: Page): Promise<string> {
  const score = (await page.getByTestId('match-score').textContent().catch(() => null)) ?? '';
  const prices = await page.getByTestId('market').locator('button[aria-pressed]').allTextContents();
  return `${score}|${prices.join(',')}`;
}

test('kill -9 the node that leads the feed: the other takes over, the page follows it without a gap, nothing is lost or doubled', async ({ page, request }) => {
  const cluster = await request.get(controlOrigin);
  expect(cluster.ok(), 'the cluster must be started by this Playwright run').toBe(true);
  // Node a started first: it holds the feed's advisory lock, node b stands by.
  await expect.poll(() => gauge(request, nodeA, 'feed_leading'), { timeout: 30_000 }).toBe(1);
  expect(await gauge(request, nodeB, 'feed_leading')).toBe(0);

  const email = await confirmedUser(request, 'cluster');
  const [live] = await football(request, 1, 1);
  const [prematch] = await football(request, 0, 1);
  const subscriptions = recordSubscriptions(page);

  await page.goto('/');
  await signInAndDeposit(page, email, '50');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€50.00');
  await page.goto(`/${live!.sport.key}/${live!.slug}`);
  await expect(page.getByTestId('market').first()).toBeVisible({ timeout: 20_000 });
  const status = page.getByTestId('realtime-status');
  await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  // The page's connection is on node a (the proxy's first choice).
  await expect.poll(() => gauge(request, nodeA, 'realtime_connections')).toBeGreaterThanOrEqual(1);
  expect(await gauge(request, nodeB, 'realtime_connections')).toBe(0);
  // Every channel of this page is subscribed (the public, the match's and the player's own).
  const current = () => subscriptions.filter((reply) => reply.socket === Math.max(...subscriptions.map((other) => other.socket)));
  const { id: playerId } = (await (await page.request.get(`${apiOrigin}/platform/player`, { headers: appHeader })).json()) as { id: number };
  const channels = [`$sportsbook:user:en:${playerId}`, `sportsbook:match:${live!.id}`, 'sportsbook:public:en'];
  await expect.poll(() => current().map((reply) => reply.channel).sort()).toEqual([...channels].sort());
  const before = subscriptions.length;

  // kill -9 the leader. At once, most likely while the page is still away, a deposit through the
  // proxy (node b) publishes balance_changed on the player's private channel.
  expect((await request.post(`${controlOrigin}/kill?node=a`)).ok()).toBe(true);
  const deposit = await page.request.post(`${apiOrigin}/platform/wallet/deposits`, {
    headers: appHeader, data: { amount: 2000, currency: 'EUR', card_number: '4242424242424242' },
  });
  expect(deposit.status()).toBe(201);

  // Node b takes the feed within seconds.
  await expect.poll(() => gauge(request, nodeB, 'feed_leading'), { timeout: 30_000 }).toBe(1);
  // The page's connection moved to node b and recovered every subscription: no gap.
  await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 45_000 });
  await expect.poll(() => gauge(request, nodeB, 'realtime_connections')).toBeGreaterThanOrEqual(1);
  await expect.poll(() => subscriptions.slice(before).map((reply) => reply.channel).sort(), { timeout: 30_000 }).toEqual([...channels].sort());
  const resubscribed = subscriptions.slice(before);
  for (const reply of resubscribed) expect(reply, `${reply.channel} recovered (subscriptions: ${JSON.stringify(subscriptions)})`).toMatchObject({ wasRecovering: true, recovered: true });
  // The deposit made meanwhile reached the page (recovered, or live if the page was back first), in the same document.
  await expect(balance).toHaveText('€70.00', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Live prices keep moving, now from node b's feed.
  const afterFailover = await liveSnapshot(page);
  await expect.poll(() => liveSnapshot(page), { timeout: 60_000, intervals: [1_000] }).not.toBe(afterFailover);

  // A bet placed through the surviving node succeeds.
  await pickHome(page, prematch!);
  const panel = await openPanel(page);
  await panel.getByLabel('Stake (EUR)').fill('5');
  await placeAcceptingChanges(panel);
  await expect(balance).toHaveText('€65.00', { timeout: 20_000 });

  // Node a comes back as a standby; both nodes tell the same story, nothing lost or doubled.
  expect((await request.post(`${controlOrigin}/start?node=a`, { timeout: 100_000 })).ok()).toBe(true);
  await page.waitForTimeout(3_000);
  expect(await gauge(request, nodeA, 'feed_leading')).toBe(0);
  expect(await gauge(request, nodeB, 'feed_leading')).toBe(1);
  for (const origin of [nodeA, nodeB]) {
    const { data: accounts } = (await (await page.request.get(`${origin}/platform/player/accounts`, { headers: appHeader })).json()) as { data: { currency: string; balance: number }[] };
    expect(accounts.find((account) => account.currency === 'EUR')?.balance, origin).toBe(6500);
    const { data: ledger } = (await (await page.request.get(`${origin}/platform/wallet/ledger`, { headers: appHeader })).json()) as { data: { amount: number; kind: string; money: string }[] };
    const cash = ledger.filter((entry) => entry.money === 'cash');
    expect(cash.reduce((sum, entry) => sum + entry.amount, 0), origin).toBe(6500);
    expect(cash.map((entry) => entry.amount).sort((a, b) => a - b), origin).toEqual([-500, 2000, 5000]);
    const { token } = (await (await page.request.post(`${origin}/platform/sportsbook_token`, { headers: appHeader })).json()) as { token: string };
    const bets = (await (await page.request.get(`${origin}/sportsbook/v3/bets`, { headers: { ...appHeader, authorization: `Bearer ${token}` } })).json()) as { data: unknown[] };
    expect(bets.data, origin).toHaveLength(1);
    const notifications = (await (await page.request.get(`${origin}/sportsbook/v1/notifications`, { headers: { ...appHeader, authorization: `Bearer ${token}` } })).json()) as { data: { type: string; object_id: string | null }[] };
    const keys = notifications.data.map((notification) => `${notification.type}:${notification.object_id}`);
    expect(new Set(keys).size, `${origin}: ${keys.join(', ')}`).toBe(keys.length);
    expect(keys.filter((key) => key.startsWith('deposit')), origin).toHaveLength(2);
  }
});
