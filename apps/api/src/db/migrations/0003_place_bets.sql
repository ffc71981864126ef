CREATE INDEX "bets_request_idx" ON "bets" USING btree ("request_id") WHERE "bets"."request_id" is not null;--> statement-breakpoint
ALTER TABLE "bet_requests" DROP COLUMN "response";--> statement-breakpoint
/*
 * Bet placement in one round trip (issue 6; called by modules/bets/repository.ts). The bets were
 * validated and priced by the API; this function moves the money and stores them atomically:
 * 1. claims the Idempotency-Key (a concurrent duplicate waits on the unique index; an existing
 *    claim answers {kind: duplicate, bet_ids} of the first request);
 * 2. per currency, in currency order, debits the total stake only if the balance covers it (the
 *    UPDATE's WHERE is re-checked on the newest row version, so two racing placements never both
 *    spend the same money) and checks the ledger: the entries so far minus the total must equal the
 *    new balance (SB003 otherwise: the cached balance was changed outside the ledger);
 *    SB001 = no account in that currency, SB002 = insufficient funds;
 * 3. inserts the bets, their selections and one ledger entry per bet (kind bet_stake, reference
 *    bet:<id>, amount -stake): the debited total equals the sum of the new entries.
 * Any exception rolls everything back, the key's claim included.
 */
CREATE FUNCTION place_bets(p_user_id integer, p_idempotency_key text, p_now timestamptz, p_bets jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_request_id integer;
  v_currency text;
  v_total bigint;
  v_account_id integer;
  v_balance bigint;
  v_accounts jsonb := '{}';
  v_balances jsonb := '{}';
  v_result jsonb;
BEGIN
  IF p_idempotency_key IS NOT NULL THEN
    INSERT INTO bet_requests (user_id, idempotency_key, created_at) VALUES (p_user_id, p_idempotency_key, p_now)
      ON CONFLICT DO NOTHING RETURNING id INTO v_request_id;
    IF v_request_id IS NULL THEN
      RETURN jsonb_build_object('kind', 'duplicate', 'bet_ids', (
        SELECT coalesce(jsonb_agg(b.id ORDER BY b.id), '[]'::jsonb)
        FROM bets b JOIN bet_requests r ON r.id = b.request_id
        WHERE r.user_id = p_user_id AND r.idempotency_key = p_idempotency_key));
    END IF;
  END IF;

  FOR v_currency, v_total IN
    SELECT bet->>'currency', sum((bet->>'stake')::bigint) FROM jsonb_array_elements(p_bets) AS bet GROUP BY 1 ORDER BY 1
  LOOP
    UPDATE accounts SET balance = balance - v_total
      WHERE user_id = p_user_id AND currency = v_currency AND balance >= v_total
      RETURNING id, balance INTO v_account_id, v_balance;
    IF v_account_id IS NULL THEN
      IF EXISTS (SELECT 1 FROM accounts WHERE user_id = p_user_id AND currency = v_currency) THEN
        RAISE EXCEPTION USING ERRCODE = 'SB002', MESSAGE = v_currency;
      END IF;
      RAISE EXCEPTION USING ERRCODE = 'SB001', MESSAGE = v_currency;
    END IF;
    IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account_id = v_account_id) - v_total <> v_balance THEN
      RAISE EXCEPTION USING ERRCODE = 'SB003', MESSAGE = 'ledger mismatch on account ' || v_account_id;
    END IF;
    v_accounts := v_accounts || jsonb_build_object(v_currency, v_account_id);
    v_balances := v_balances || jsonb_build_object(v_currency, v_balance);
    v_account_id := NULL;
  END LOOP;

  WITH input AS (
    SELECT bet FROM jsonb_array_elements(p_bets) AS bet
  ), inserted AS (
    INSERT INTO bets (ref, user_id, account_id, request_id, type, status, currency, stake, odds, potential_win,
      system_win_count, system_total_count, is_vip, quick, device_id, accept_at, created_at)
    SELECT bet->>'ref', p_user_id, (v_accounts->>(bet->>'currency'))::integer, v_request_id, bet->>'type', bet->>'status',
      bet->>'currency', (bet->>'stake')::bigint, (bet->>'odds')::integer, (bet->>'potential_win')::bigint,
      (bet->>'system_win_count')::smallint, (bet->>'system_total_count')::smallint, (bet->>'is_vip')::boolean,
      (bet->>'quick')::boolean, bet->>'device_id', (bet->>'accept_at')::timestamptz, p_now
    FROM input
    RETURNING id, ref, account_id, stake
  ), selections AS (
    INSERT INTO bet_selections (bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, snapshot)
    SELECT inserted.id, (leg.position - 1)::smallint, (leg.value->>'match_id')::integer, (leg.value->>'market_type_id')::integer,
      leg.value->>'specifier', leg.value->>'outcome_key', (leg.value->>'odds')::integer, leg.value->'snapshot'
    FROM inserted
      JOIN input ON input.bet->>'ref' = inserted.ref
      CROSS JOIN LATERAL jsonb_array_elements(input.bet->'selections') WITH ORDINALITY AS leg(value, position)
    RETURNING id, bet_id, position
  ), ledger AS (
    INSERT INTO ledger_entries (account_id, amount, kind, reference, created_at)
    SELECT account_id, -stake, 'bet_stake', 'bet:' || id, p_now FROM inserted
  )
  SELECT jsonb_build_object(
    'kind', 'placed',
    'request_id', v_request_id,
    'accounts', v_accounts,
    'balances', v_balances,
    'bets', (SELECT jsonb_agg(jsonb_build_object('ref', ref, 'id', id)) FROM inserted),
    'selections', (SELECT coalesce(jsonb_agg(jsonb_build_object('bet_id', bet_id, 'position', position, 'id', id)), '[]'::jsonb) FROM selections))
  INTO v_result;
  RETURN v_result;
END
$$;
