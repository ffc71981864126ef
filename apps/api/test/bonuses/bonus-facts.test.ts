import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bonusFactsReader } from '../../src/modules/bets/plugin';
import { BonusesRepository } from '../../src/modules/bonuses/repository';
import { openLines, player, type BetsContext, type Line } from '../bets/placement-helper';
import { bonusCall, buildBonuses, comboBoostBody, createCampaign, freebetBody, issueTo } from './helper';

let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBonuses();
  lines = await openLines(context.database, 0, 4);
});
afterAll(() => context.close());

// issue 20 figure: a bonus placement's facts are read with those of the placements that arrive together.
describe('the facts of placements with a bonus', () => {
  it('are read for placements arriving together in one statement, each with only its own player\'s bonuses, as the repository reads them', async () => {
    const ann = await player(context.app, 'ann-facts@example.com', 1_000);
    const bob = await player(context.app, 'bob-facts@example.com', 1_000);
    const freebet = await createCampaign(context.app, freebetBody({ name: 'Facts free bet' }));
    const boost = await createCampaign(context.app, comboBoostBody({ name: 'Facts boost', event_conditions: [{ sport_type: 'regular' }] }));
    await issueTo(context.app, freebet.id, ann, bob);
    await issueTo(context.app, boost.id, ann);
    const idsOf = async (who: typeof ann) => (await bonusCall(context.app, 'GET', '', who)).body.data.map((bonus) => Number(bonus.id));
    const [annIds, bobIds] = [await idsOf(ann), await idsOf(bob)];
    expect(annIds).toHaveLength(2);
    expect(bobIds).toHaveLength(1);
    const matchIds = [...new Set(lines.map((line) => line.matchId))];

    const db = context.database.db;
    const execute = vi.spyOn(db, 'execute');
    const read = bonusFactsReader(db);
    // Bob names Ann's bonuses too: they are not his, so not among his facts.
    const [annFacts, bobFacts] = await Promise.all([read(ann.userId, annIds, matchIds.slice(0, 2)), read(bob.userId, [...bobIds, ...annIds], matchIds.slice(1))]);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    const repository = new BonusesRepository(db);
    // The bonus rows the placement reads: campaign and issued bonus (the list's boost multiplier, shown to the player only, is not a placement fact).
    const expected = async (who: typeof ann, ids: number[]) =>
      new Map((await repository.held(who.userId)).filter((bonus) => ids.includes(bonus.issued.id)).map(({ campaign, issued }) => [issued.id, { campaign, issued }]));
    // Every column as the ORM reads it: dates as Dates, amounts as numbers, jsonb parsed.
    expect(annFacts.held).toEqual(await expected(ann, annIds));
    expect(bobFacts.held).toEqual(await expected(bob, bobIds));
    expect([...bobFacts.held.keys()]).toEqual(bobIds);
    expect(annFacts.held.get(annIds[0] ?? 0)?.issued.expiresAt).toBeInstanceOf(Date);

    const stored = await repository.player(ann.userId);
    expect(annFacts.player).toEqual({ country: stored?.country ?? null, verified: stored?.verified ?? false });
    const events = await repository.selectionEvents(matchIds);
    const eventOf = (id: number) => {
      const { status: _status, ...event } = events.get(id) ?? { status: 0 };
      return event;
    };
    expect([...annFacts.events.keys()].sort()).toEqual(matchIds.slice(0, 2).sort());
    expect([...bobFacts.events.keys()].sort()).toEqual(matchIds.slice(1).sort());
    for (const [id, event] of bobFacts.events) expect(event).toEqual(eventOf(id));
  });
});
