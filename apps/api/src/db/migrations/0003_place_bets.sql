ALTER TABLE "ledger_entries" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
UPDATE "ledger_entries" SET "balance_after" = running."balance_after"
  FROM (SELECT "id", sum("amount") OVER (PARTITION BY "account_id" ORDER BY "id") AS "balance_after" FROM "ledger_entries") AS running
  WHERE "ledger_entries"."id" = running."id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bets_request_idx" ON "bets" USING btree ("request_id") WHERE "bets"."request_id" is not null;--> statement-breakpoint
ALTER TABLE "bet_requests" DROP COLUMN "response";--> statement-breakpoint
/*
 * Bet placement, many placements per round trip (issue 6; called by modules/bets/placement-batch.ts).
 * Each job is one POST /v3/bets of one player: {index, user_id, key, now, bets: [...]}, already validated
 * and priced by the API. All jobs run in one transaction, in user order (so concurrent batches lock
 * accounts in the same order), and each job answers on its own:
 * - {kind: refused, reason: no_account | insufficient, currency}: nothing of the job is written.
 *   Its accounts are locked (FOR UPDATE, in currency order) and checked before anything changes, so
 *   a refusal needs no rollback;
 * - {kind: duplicate, bet_ids}: its Idempotency-Key was claimed before (a concurrent duplicate waits
 *   on the unique index until the first commits) and these are the bets of that first request;
 * - {kind: ledger_mismatch, account_id}: an account's cached balance differs from the running
 *   balance of its latest ledger entry; nothing of the job is written;
 * - {kind: placed, ...}: each currency's total stake debited (never below zero: checked under the
 *   row lock), the bets, their selections and one ledger entry per bet (kind bet_stake, reference
 *   bet:<id>, amount -stake, balance_after the running balance in bet order) inserted.
 * Answers the results as a JSON array in the jobs' order.
 */
CREATE FUNCTION place_bet_batch(p_jobs jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_job jsonb;
  v_user_id integer;
  v_request_id integer;
  v_need record;
  v_account record;
  v_refusal jsonb;
  v_accounts jsonb;
  v_balances jsonb;
  v_before jsonb;
  v_result jsonb;
  v_results jsonb := '{}';
BEGIN
  FOR v_job IN SELECT job FROM jsonb_array_elements(p_jobs) AS job ORDER BY (job->>'user_id')::integer, (job->>'index')::integer
  LOOP
    v_user_id := (v_job->>'user_id')::integer;
    v_refusal := NULL;
    v_accounts := '{}';
    v_balances := '{}';
    v_before := '{}';
    -- Lock and check every account of the job before anything changes.
    FOR v_need IN
      SELECT bet->>'currency' AS currency, sum((bet->>'stake')::bigint) AS total
      FROM jsonb_array_elements(v_job->'bets') AS bet GROUP BY 1 ORDER BY 1
    LOOP
      SELECT id, balance INTO v_account FROM accounts WHERE user_id = v_user_id AND currency = v_need.currency FOR UPDATE;
      IF NOT FOUND THEN
        v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'no_account', 'currency', v_need.currency);
      ELSIF v_account.balance < v_need.total THEN
        v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'insufficient', 'currency', v_need.currency);
      ELSIF coalesce((SELECT balance_after FROM ledger_entries WHERE account_id = v_account.id ORDER BY id DESC LIMIT 1), 0) <> v_account.balance THEN
        v_refusal := jsonb_build_object('kind', 'ledger_mismatch', 'account_id', v_account.id);
      END IF;
      EXIT WHEN v_refusal IS NOT NULL;
      v_accounts := v_accounts || jsonb_build_object(v_need.currency, v_account.id);
      v_balances := v_balances || jsonb_build_object(v_need.currency, v_account.balance - v_need.total);
      v_before := v_before || jsonb_build_object(v_need.currency, v_account.balance);
    END LOOP;

    v_request_id := NULL;
    IF v_refusal IS NULL AND v_job->>'key' IS NOT NULL THEN
      INSERT INTO bet_requests (user_id, idempotency_key, created_at) VALUES (v_user_id, v_job->>'key', (v_job->>'now')::timestamptz)
        ON CONFLICT DO NOTHING RETURNING id INTO v_request_id;
      IF v_request_id IS NULL THEN
        v_refusal := jsonb_build_object('kind', 'duplicate', 'bet_ids', (
          SELECT coalesce(jsonb_agg(b.id ORDER BY b.id), '[]'::jsonb)
          FROM bets b JOIN bet_requests r ON r.id = b.request_id
          WHERE r.user_id = v_user_id AND r.idempotency_key = v_job->>'key'));
      END IF;
    END IF;

    IF v_refusal IS NOT NULL THEN
      v_results := v_results || jsonb_build_object(v_job->>'index', v_refusal);
      CONTINUE;
    END IF;

    UPDATE accounts SET balance = (v_balances->>accounts.currency)::bigint
      WHERE user_id = v_user_id AND currency IN (SELECT jsonb_object_keys(v_balances));

    WITH input AS (
      SELECT bet FROM jsonb_array_elements(v_job->'bets') AS bet
    ), inserted AS (
      INSERT INTO bets (ref, user_id, account_id, request_id, type, status, currency, stake, odds, potential_win,
        system_win_count, system_total_count, is_vip, quick, device_id, accept_at, created_at)
      SELECT bet->>'ref', v_user_id, (v_accounts->>(bet->>'currency'))::integer, v_request_id, bet->>'type', bet->>'status',
        bet->>'currency', (bet->>'stake')::bigint, (bet->>'odds')::integer, (bet->>'potential_win')::bigint,
        (bet->>'system_win_count')::smallint, (bet->>'system_total_count')::smallint, (bet->>'is_vip')::boolean,
        (bet->>'quick')::boolean, bet->>'device_id', (bet->>'accept_at')::timestamptz, (v_job->>'now')::timestamptz
      FROM input
      RETURNING id, ref, account_id, currency, stake
    ), selections AS (
      INSERT INTO bet_selections (bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, snapshot)
      SELECT inserted.id, (leg.position - 1)::smallint, (leg.value->>'match_id')::integer, (leg.value->>'market_type_id')::integer,
        leg.value->>'specifier', leg.value->>'outcome_key', (leg.value->>'odds')::integer, leg.value->'snapshot'
      FROM inserted
        JOIN input ON input.bet->>'ref' = inserted.ref
        CROSS JOIN LATERAL jsonb_array_elements(input.bet->'selections') WITH ORDINALITY AS leg(value, position)
      RETURNING id, bet_id, position
    ), ledger AS (
      INSERT INTO ledger_entries (account_id, amount, balance_after, kind, reference, created_at)
      SELECT account_id, -stake, (v_before->>currency)::bigint - sum(stake) OVER (PARTITION BY account_id ORDER BY id),
        'bet_stake', 'bet:' || id, (v_job->>'now')::timestamptz
      FROM inserted ORDER BY id
    )
    SELECT jsonb_build_object(
      'kind', 'placed',
      'request_id', v_request_id,
      'accounts', v_accounts,
      'balances', v_balances,
      'bets', (SELECT jsonb_agg(jsonb_build_object('ref', ref, 'id', id)) FROM inserted),
      'selections', (SELECT coalesce(jsonb_agg(jsonb_build_object('bet_id', bet_id, 'position', position, 'id', id)), '[]'::jsonb) FROM selections))
    INTO v_result;
    v_results := v_results || jsonb_build_object(v_job->>'index', v_result);
  END LOOP;
  RETURN (SELECT jsonb_agg(v_results->(job->>'index') ORDER BY (job->>'index')::integer) FROM jsonb_array_elements(p_jobs) AS job);
END
$$;
