/**
 * Domain figures for `npm run bench` (issue 3 "Figures"). Not a test: it measures and prints,
 * asserts nothing, and stops by itself (a few seconds; every loop is bounded by time and count).
 *
 *   node --import tsx packages/domain/bench/domain-bench.ts
 *
 * 1. Reducer throughput: actions per second of the real `slipReducer` for selectionAdded,
 *    selectionRemoved and marketUpdated on a 20-selection slip (a combo with a stake whose source
 *    is "potential win", so a market update also rescales the stake). Every action is applied to
 *    the same 20-selection ticket, so each figure is the cost of one action on that slip.
 * 2. System-bet calculation: one run computes the payout of a 12-fold system for every size the
 *    slip offers (2/12 … 11/12); median and p95 of a run, in ms, against the 5 ms target.
 */
import {
  STAKE_SOURCE,
  createTicket,
  slipReducer,
  systemPayout,
  systemTypesFor,
  type MarketUpdate,
  type SlipAction,
  type SlipSelection,
  type Ticket,
} from '../src';

const SLIP_SIZE = 20;
const WARMUP_MS = 200;
const MEASURE_MS = 1_000;
const BATCH = 1_000;
const SYSTEM_SIZE = 12;
const SYSTEM_TARGET_MS = 5;
const SYSTEM_MAX_RUNS = 5_000;
const SYSTEM_MAX_MS = 3_000;
const EUR = { currency: 'EUR', subunits: 100 };

function selection(index: number, odds: number): SlipSelection {
  return {
    id: `sr:match:${index}/1/1`,
    type: 'match',
    matchId: index,
    matchUrnId: `sr:match:${index}`,
    matchSlug: `match-${index}`,
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    active: true,
    provider: 'betradar',
    sportKey: 'football',
    nameA: `Home ${index}`,
    nameB: `Away ${index}`,
    categoryName: 'England',
    matchStatus: 0,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
}

const added = (index: number): SlipAction => ({
  type: 'selectionAdded',
  selection: selection(index, 1.5 + (index % 7) / 10),
  currency: EUR,
  multiSingleAvailableByProvider: {},
});

/** A 20-selection combo built by the reducer itself, staked 10.00 EUR with stake source potential win. */
function twentySelectionSlip(): Ticket {
  let ticket = createTicket();
  for (let index = 1; index <= SLIP_SIZE; index += 1) ticket = slipReducer(ticket, added(index));
  return slipReducer(ticket, { type: 'stakeChanged', betIndex: 0, stake: 1_000, stakeSource: STAKE_SOURCE.potentialWin });
}

function marketUpdate(matchId: number, odds: number): SlipAction {
  const market: MarketUpdate = {
    matchId,
    marketId: 1,
    specifier: '',
    status: 1,
    outcomes: [
      { outcomeId: '1', active: true, odds },
      { outcomeId: '2', active: true, odds: 3.4 },
      { outcomeId: '3', active: true, odds: 4.1 },
    ],
  };
  return { type: 'marketUpdated', market, oddsAcceptMode: 'NONE' };
}

function selectionCount(ticket: Ticket): number {
  return ticket.bets.reduce((count, bet) => count + bet.selections.length, 0);
}

/** Applies `actions` in turn to `base` in batches for `MEASURE_MS`; returns actions per second. */
function throughput(base: Ticket, actions: readonly SlipAction[]): number {
  let sink = 0;
  const runFor = (ms: number): { count: number; elapsed: number } => {
    const started = performance.now();
    let count = 0;
    let elapsed = 0;
    while (elapsed < ms) {
      for (let i = 0; i < BATCH; i += 1) {
        const action = actions[i % actions.length] as SlipAction;
        sink += slipReducer(base, action).selectedOutcomeIds.length;
      }
      count += BATCH;
      elapsed = performance.now() - started;
    }
    return { count, elapsed };
  };
  runFor(WARMUP_MS);
  const { count, elapsed } = runFor(MEASURE_MS);
  if (sink === 0) throw new Error('the reducer produced nothing');
  return (count / elapsed) * 1_000;
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const format = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

// 1. Reducer throughput.
const slip = twentySelectionSlip();
const addActions = [added(SLIP_SIZE + 1)];
const removeActions = [{ type: 'selectionRemoved', selectionId: selection(SLIP_SIZE / 2, 1).id } as const];
const updateActions = [marketUpdate(SLIP_SIZE / 2, 2.05), marketUpdate(SLIP_SIZE / 2, 1.95)];

// Check once that each action does what it is measured for.
const checks: [string, boolean][] = [
  ['slip has 20 selections', selectionCount(slip) === SLIP_SIZE && slip.bets[0]?.betType === 'combo'],
  ['add makes 21', selectionCount(slipReducer(slip, addActions[0] as SlipAction)) === SLIP_SIZE + 1],
  ['remove makes 19', selectionCount(slipReducer(slip, removeActions[0] as SlipAction)) === SLIP_SIZE - 1],
  ['market update changes odds and stake', ((t) => t.ticketState === 'ODDS_CHANGED' && t.bets[0]?.stake !== slip.bets[0]?.stake)(slipReducer(slip, updateActions[0] as SlipAction))],
];
for (const [name, ok] of checks) if (!ok) throw new Error(`bench setup is wrong: ${name}`);

console.log(`Domain benchmarks (node ${process.version})`);
console.log(`\nslipReducer on a ${SLIP_SIZE}-selection combo (${format(MEASURE_MS / 1_000, 1)} s each, after warm-up):`);
const reducerRows: [string, readonly SlipAction[]][] = [
  ['add-selection', addActions],
  ['remove-selection', removeActions],
  ['market-update', updateActions],
];
for (const [name, actions] of reducerRows) {
  console.log(`  ${name.padEnd(17)} ${format(throughput(slip, actions)).padStart(12)} actions/s`);
}

// 2. System-bet calculation: a 12-fold system of every size.
const odds = Array.from({ length: SYSTEM_SIZE }, (_, index) => 1_500 + index * 137);
const sizes = systemTypesFor(SYSTEM_SIZE).map((type) => type.winCount);
const allSizes = (): number => sizes.reduce((sum, winCount) => sum + systemPayout({ stake: 100_000, oddsThousandths: odds, winCount }), 0);
for (let i = 0; i < 200; i += 1) allSizes();
const samples: number[] = [];
const systemStarted = performance.now();
let systemSink = 0;
while (samples.length < SYSTEM_MAX_RUNS && performance.now() - systemStarted < SYSTEM_MAX_MS) {
  const started = performance.now();
  systemSink += allSizes();
  samples.push(performance.now() - started);
}
if (systemSink === 0) throw new Error('the system payout produced nothing');
samples.sort((a, b) => a - b);
const median = percentile(samples, 0.5);
const p95 = percentile(samples, 0.95);
console.log(`\nSystem bet, ${SYSTEM_SIZE} selections, all ${sizes.length} sizes (${sizes[0]}/${SYSTEM_SIZE} … ${sizes[sizes.length - 1]}/${SYSTEM_SIZE}) per run, ${format(samples.length)} runs:`);
console.log(`  median ${format(median, 4)} ms, p95 ${format(p95, 4)} ms (target ≤ ${SYSTEM_TARGET_MS} ms: ${p95 <= SYSTEM_TARGET_MS ? 'met' : 'NOT met'})`);
