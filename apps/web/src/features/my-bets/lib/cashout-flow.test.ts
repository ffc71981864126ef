import { describe, expect, it } from 'vitest';
import { CASHOUT_IDLE, cashoutFlow, offerFromDetails, type CashoutAction, type CashoutFlow } from './cashout-flow';

const run = (actions: CashoutAction[], from: CashoutFlow = CASHOUT_IDLE) => actions.reduce(cashoutFlow, from);

describe('cashoutFlow', () => {
  it('asks, confirms, sends and finishes with the paid amount', () => {
    expect(run([{ type: 'ask', offer: 800 }])).toEqual({ step: 'confirming', offer: 800 });
    expect(run([{ type: 'ask', offer: 800 }, { type: 'send' }])).toEqual({ step: 'sending', offer: 800 });
    expect(run([{ type: 'ask', offer: 800 }, { type: 'send' }, { type: 'succeeded', amount: 800 }])).toEqual({ step: 'done', amount: 800 });
  });

  it('does not send without a confirm step', () => {
    expect(run([{ type: 'send' }])).toEqual(CASHOUT_IDLE);
  });

  it('cancelling the confirm step goes back to the offer', () => {
    expect(run([{ type: 'ask', offer: 800 }, { type: 'cancel' }])).toEqual(CASHOUT_IDLE);
  });

  it('a moved offer is shown and can be confirmed again at the new value', () => {
    const changed = run([{ type: 'ask', offer: 800 }, { type: 'send' }, { type: 'offerChanged', offer: 760 }]);
    expect(changed).toEqual({ step: 'changed', offer: 760 });
    expect(run([{ type: 'send' }], changed)).toEqual({ step: 'sending', offer: 760 });
  });

  // Issue 18 point 9: €0.95 offered, €0.92 paid without a word must not happen.
  it('an offer that moves while confirming must be confirmed again at the new value', () => {
    const moved = run([{ type: 'ask', offer: 95 }, { type: 'liveOfferMoved', offer: 92 }]);
    expect(moved).toEqual({ step: 'changed', offer: 92 });
    expect(run([{ type: 'liveOfferMoved', offer: 92 }], moved)).toBe(moved);
    expect(run([{ type: 'liveOfferMoved', offer: 90 }], moved)).toEqual({ step: 'changed', offer: 90 });
    expect(run([{ type: 'send' }], moved)).toEqual({ step: 'sending', offer: 92 });
    expect(run([{ type: 'ask', offer: 95 }, { type: 'liveOfferMoved', offer: 95 }])).toEqual({ step: 'confirming', offer: 95 });
    expect(run([{ type: 'ask', offer: 95 }, { type: 'liveOfferMoved', offer: null }])).toEqual({ step: 'unavailable' });
    expect(run([{ type: 'liveOfferMoved', offer: 90 }])).toEqual(CASHOUT_IDLE);
    const sending: CashoutFlow = { step: 'sending', offer: 95 };
    expect(cashoutFlow(sending, { type: 'liveOfferMoved', offer: 90 })).toBe(sending);
  });

  it('an offer withdrawn while sending makes cashout unavailable', () => {
    expect(run([{ type: 'ask', offer: 800 }, { type: 'send' }, { type: 'offerChanged', offer: null }])).toEqual({ step: 'unavailable' });
  });

  it('a failure keeps the offer for a retry, with the server message', () => {
    const failed = run([{ type: 'ask', offer: 800 }, { type: 'send' }, { type: 'failed', message: 'Nope' }]);
    expect(failed).toEqual({ step: 'failed', offer: 800, message: 'Nope' });
    expect(run([{ type: 'send' }], failed)).toEqual({ step: 'sending', offer: 800 });
  });

  it('ignores cancel and new asks while sending', () => {
    const sending: CashoutFlow = { step: 'sending', offer: 800 };
    expect(cashoutFlow(sending, { type: 'cancel' })).toBe(sending);
    expect(cashoutFlow(sending, { type: 'ask', offer: 1 })).toBe(sending);
  });
});

describe('offerFromDetails', () => {
  it('reads a positive integer to_cashout', () => {
    expect(offerFromDetails({ to_cashout: 760 })).toBe(760);
    expect(offerFromDetails({ to_cashout: null })).toBeNull();
    expect(offerFromDetails({ to_cashout: 7.5 })).toBeNull();
    expect(offerFromDetails(null)).toBeNull();
  });
});
