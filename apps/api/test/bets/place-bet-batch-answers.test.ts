import { describe, expect, it } from 'vitest';
import { answersOfBatch } from '../../src/modules/bets/repository';

describe('answersOfBatch (place_bet_batch result → one answer per placement)', () => {
  it('gives each placed job its bets and selections, a same-batch duplicate the first job’s bet ids, and refusals as they are', () => {
    const answers = answersOfBatch({
      answers: [
        { kind: 'placed', request_id: 7, accounts: { EUR: 3 }, balances: { EUR: '900' } },
        { kind: 'refused', reason: 'insufficient', currency: 'EUR' },
        { kind: 'duplicate', of: 0 },
        { kind: 'placed', request_id: null, accounts: { EUR: 4 }, balances: { EUR: 50 } },
        null,
      ],
      bets: [[0, 'AAA', '12'], [0, 'BBB', '11'], [3, 'CCC', 13]],
      selections: [['11', 0, '21'], ['12', 0, '22'], [13, 0, 23], [13, 1, 24]],
    });
    expect(answers[0]).toEqual({
      kind: 'placed', request_id: 7, accounts: { EUR: 3 }, balances: { EUR: '900' },
      bets: [{ ref: 'AAA', id: '12' }, { ref: 'BBB', id: '11' }],
      selections: [{ bet_id: '11', position: 0, id: '21' }, { bet_id: '12', position: 0, id: '22' }],
    });
    expect(answers[1]).toEqual({ kind: 'refused', reason: 'insufficient', currency: 'EUR' });
    expect(answers[2]).toEqual({ kind: 'duplicate', bet_ids: ['11', '12'] });
    expect(answers[3]).toMatchObject({ bets: [{ ref: 'CCC', id: 13 }], selections: [{ bet_id: 13, position: 0, id: 23 }, { bet_id: 13, position: 1, id: 24 }] });
    expect(answers[4]).toEqual({ kind: 'missing' });
  });

  it('answers a batch where nothing was written (every job refused: bets and selections null)', () => {
    expect(answersOfBatch({ answers: [{ kind: 'ledger_mismatch', account_id: 5 }], bets: null, selections: null })).toEqual([{ kind: 'ledger_mismatch', account_id: 5 }]);
  });
});
