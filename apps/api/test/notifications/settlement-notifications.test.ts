import { CHANNELS, notificationListSchema, notificationMessageSchema, unreadCountersChangedMessageSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betOf, itemAt, place, player, type BetsContext } from '../bets/placement-helper';
import { buildSettlement, control, lineOf, prematchMatches, recording } from '../bets/settlement-helper';

let context: BetsContext;
let football: number[];
beforeAll(async () => {
  context = await buildSettlement();
  football = await prematchMatches(context.database, 'football');
});
afterAll(async () => context.close());

describe('settlement notifies the bets that paid', () => {
  it('a won and a refunded bet each get a notification in the settlement; a lost one none; one unread count per player', async () => {
    const ana = await player(context.app, 'settle-notified@example.com', 10_000);
    const match = itemAt(football, 0);
    // Final score 1:1: draw wins, home loses, draw-no-bet refunds.
    const lines = [
      await lineOf(context.database, match, 1, '', 'draw'),
      await lineOf(context.database, match, 1, '', 'home'),
      await lineOf(context.database, match, 11, '', 'home'),
    ];
    const placed = await place(context.app, ana, lines.map((line) => betOf('single', [line], 1_000)));
    expect(placed.status).toBe(201);
    const [won, lost, refunded] = placed.body.data;

    const { published } = await recording(context, async () => {
      expect((await control(context.app, match, 'finish', { score: { home: 1, away: 1 } })).status).toBe(200);
    });

    const response = await context.app.inject({ method: 'GET', url: '/sportsbook/v1/notifications', headers: { authorization: ana.authorization } });
    const listed = notificationListSchema.parse(response.json()).data;
    // Newest first: the two of the settlement, then the deposit's.
    expect(listed.map((item) => [item.type, item.object_id])).toEqual([
      ['bet_refunded', refunded?.id],
      ['bet_won', won?.id],
      ['deposit_credited', expect.any(String)],
    ]);
    expect(listed.some((item) => item.object_id === lost?.id)).toBe(false);
    const winAmount = Math.floor((1_000 * Math.round(itemAt(lines, 0).odds * 1000)) / 1000);
    expect(listed[1]).toMatchObject({ title: 'Bet won', caption: `Bet #${won?.ref}`, body: `You won €${(winAmount / 100).toFixed(2)}.` });
    expect(listed[0]?.body).toBe('€10.00 was returned to your balance.');

    const mine = published.filter((entry) => entry.channel === CHANNELS.user('en', String(ana.userId)));
    const notified = mine.filter((entry) => entry.event === 'notification').map((entry) => notificationMessageSchema.parse(entry.message).notification);
    expect(notified).toEqual([listed[1], listed[0]]);
    const counts = mine.filter((entry) => entry.event === 'unread_counters_changed').map((entry) => unreadCountersChangedMessageSchema.parse(entry.message).unread);
    expect(counts).toEqual([3]);
  });
});
