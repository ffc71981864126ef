DROP INDEX "bets_status_idx";--> statement-breakpoint
DROP INDEX "bet_selections_open_match_idx";--> statement-breakpoint
CREATE INDEX "bet_selections_open_match_idx" ON "bet_selections" USING btree ("match_id") WHERE "bet_selections"."status" = 'open';--> statement-breakpoint
/*
 * Bet placement, many placements per round trip (issue 6; called by modules/bets/repository.ts),
 * set-based: a batch costs a fixed handful of statements, not a handful per placement as 0003's did.
 * Each job is one POST /v3/bets of one player: {index, user_id, key, now, bets: [...]}, already
 * validated and priced by the API. Answers, per job and in the jobs' order, exactly what 0003 did:
 * 1. every account the batch debits is locked in one statement, in id order (concurrent batches,
 *    settlement and the wallet lock accounts in id order too);
 * 2. then (a new snapshot, after the locks) each one's balance is read and its ledger checked: the
 *    cached balance must equal the running balance of its latest ledger entry;
 * 3. the jobs are decided one after another in user order, as if each ran alone, on the running
 *    balances (in memory, no statement): per currency in order, a missing account refuses the job
 *    ({kind: refused, reason: no_account}), a running balance below the job's total stake too
 *    (reason: insufficient), a broken ledger answers {kind: ledger_mismatch, account_id}; then its
 *    Idempotency-Key is claimed (an INSERT per keyed job; a concurrent duplicate waits on the unique
 *    index until the first commits): a key claimed before answers {kind: duplicate, bet_ids} with
 *    the bets of that first request (also when the first is an earlier job of this batch). A refused
 *    job writes nothing and debits nothing;
 * 4. the accepted jobs are written together in one statement: their bets (ids in user, job and bet
 *    order), selections, one ledger entry per bet (kind bet_stake, reference bet:<id>, amount
 *    -stake, balance_after the account's running balance in bet id order) and each account's
 *    balance, debited by its total: {kind: placed, request_id, accounts, balances, bets, selections}.
 */
CREATE OR REPLACE FUNCTION place_bet_batch(p_jobs jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_users integer[];          -- the batch's users, currencies and 'user_id:currency' pairs
  v_currencies text[];
  v_pairs text[];
  -- The locked accounts, position by position: 'user_id:currency', id, running balance, ledger consistent.
  v_slots text[];
  v_ids integer[];
  v_running bigint[];
  v_consistent boolean[];
  v_start jsonb;              -- account id -> balance before the batch
  v_job record;
  v_need jsonb;
  v_at integer;
  v_slot text;
  v_refusal jsonb;
  v_accounts jsonb;
  v_balances jsonb;
  v_request_id integer;
  v_claimed text[] := '{}';   -- 'user_id:key' claimed by a job of this batch …
  v_claimed_by integer[] := '{}'; -- … and that job's index
  v_accepted_list jsonb[] := '{}';
  v_refused_list jsonb[] := '{}';
  v_accepted jsonb;           -- job index -> {kind: placed, request_id, accounts, balances}
  v_results jsonb;            -- job index -> refusal
  v_placed jsonb := '{}';     -- job index -> placed answer
BEGIN
  SELECT array_agg(DISTINCT (job->>'user_id')::integer), array_agg(DISTINCT bet->>'currency'), array_agg(DISTINCT (job->>'user_id') || ':' || (bet->>'currency'))
    INTO v_users, v_currencies, v_pairs
    FROM jsonb_array_elements(p_jobs) AS job, jsonb_array_elements(job->'bets') AS bet;

  PERFORM 1 FROM accounts
    WHERE user_id = ANY (v_users) AND currency = ANY (v_currencies) AND user_id || ':' || currency = ANY (v_pairs)
    ORDER BY id FOR UPDATE;

  SELECT coalesce(array_agg(a.user_id || ':' || a.currency), '{}'), coalesce(array_agg(a.id), '{}'), coalesce(array_agg(a.balance), '{}'),
         coalesce(array_agg(coalesce((SELECT l.balance_after FROM ledger_entries l WHERE l.account_id = a.id ORDER BY l.id DESC LIMIT 1), 0) = a.balance), '{}'),
         coalesce(jsonb_object_agg(a.id::text, a.balance), '{}')
    INTO v_slots, v_ids, v_running, v_consistent, v_start
    FROM accounts a
    WHERE a.user_id = ANY (v_users) AND a.currency = ANY (v_currencies) AND a.user_id || ':' || a.currency = ANY (v_pairs);

  FOR v_job IN
    SELECT (job->>'index')::integer AS idx, (job->>'user_id')::integer AS user_id, job->>'key' AS key, (job->>'now')::timestamptz AS now,
      coalesce((SELECT jsonb_agg(jsonb_build_array(need.currency, need.total) ORDER BY need.currency)
        FROM (SELECT bet->>'currency' AS currency, sum((bet->>'stake')::bigint) AS total FROM jsonb_array_elements(job->'bets') AS bet GROUP BY 1) AS need), '[]') AS needs
    FROM jsonb_array_elements(p_jobs) AS job
    ORDER BY 2, 1
  LOOP
    v_refusal := NULL;
    v_accounts := '{}';
    v_balances := '{}';
    FOR i IN 0 .. jsonb_array_length(v_job.needs) - 1 LOOP
      v_need := v_job.needs->i;
      v_at := array_position(v_slots, v_job.user_id || ':' || (v_need->>0));
      IF v_at IS NULL THEN
        v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'no_account', 'currency', v_need->>0);
      ELSIF v_running[v_at] < (v_need->>1)::bigint THEN
        v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'insufficient', 'currency', v_need->>0);
      ELSIF NOT v_consistent[v_at] THEN
        v_refusal := jsonb_build_object('kind', 'ledger_mismatch', 'account_id', v_ids[v_at]);
      END IF;
      EXIT WHEN v_refusal IS NOT NULL;
      v_accounts := v_accounts || jsonb_build_object(v_need->>0, v_ids[v_at]);
      v_balances := v_balances || jsonb_build_object(v_need->>0, v_running[v_at] - (v_need->>1)::bigint);
    END LOOP;

    v_request_id := NULL;
    IF v_refusal IS NULL AND v_job.key IS NOT NULL THEN
      v_slot := v_job.user_id || ':' || v_job.key;
      v_at := array_position(v_claimed, v_slot);
      IF v_at IS NOT NULL THEN
        v_refusal := jsonb_build_object('kind', 'duplicate', 'of', v_claimed_by[v_at]);
      ELSE
        INSERT INTO bet_requests (user_id, idempotency_key, created_at) VALUES (v_job.user_id, v_job.key, v_job.now)
          ON CONFLICT DO NOTHING RETURNING id INTO v_request_id;
        IF v_request_id IS NULL THEN
          v_refusal := jsonb_build_object('kind', 'duplicate', 'bet_ids', (
            SELECT coalesce(jsonb_agg(b.id ORDER BY b.id), '[]'::jsonb)
            FROM bets b JOIN bet_requests r ON r.id = b.request_id
            WHERE r.user_id = v_job.user_id AND r.idempotency_key = v_job.key));
        ELSE
          v_claimed := array_append(v_claimed, v_slot);
          v_claimed_by := array_append(v_claimed_by, v_job.idx);
        END IF;
      END IF;
    END IF;

    IF v_refusal IS NOT NULL THEN
      v_refused_list := array_append(v_refused_list, v_refusal || jsonb_build_object('index', v_job.idx));
      CONTINUE;
    END IF;
    FOR i IN 0 .. jsonb_array_length(v_job.needs) - 1 LOOP
      v_need := v_job.needs->i;
      v_at := array_position(v_slots, v_job.user_id || ':' || (v_need->>0));
      v_running[v_at] := v_running[v_at] - (v_need->>1)::bigint;
    END LOOP;
    v_accepted_list := array_append(v_accepted_list, jsonb_build_object('index', v_job.idx, 'kind', 'placed', 'request_id', v_request_id, 'accounts', v_accounts, 'balances', v_balances));
  END LOOP;
  SELECT coalesce(jsonb_object_agg(answer->>'index', answer - 'index'), '{}') INTO v_accepted FROM unnest(v_accepted_list) AS answer;
  SELECT coalesce(jsonb_object_agg(answer->>'index', answer - 'index'), '{}') INTO v_results FROM unnest(v_refused_list) AS answer;

  IF v_accepted <> '{}' THEN
    WITH input AS (
      SELECT (job->>'index')::integer AS idx, (job->>'user_id')::integer AS user_id, (job->>'now')::timestamptz AS now, bet.value AS bet, bet.position
      FROM jsonb_array_elements(p_jobs) AS job CROSS JOIN LATERAL jsonb_array_elements(job->'bets') WITH ORDINALITY AS bet(value, position)
      WHERE v_accepted ? (job->>'index')
    ), inserted AS (
      INSERT INTO bets (ref, user_id, account_id, request_id, type, status, currency, stake, odds, potential_win,
        system_win_count, system_total_count, is_vip, quick, device_id, accept_at, created_at)
      SELECT bet->>'ref', user_id, (v_accepted->(idx::text)->'accounts'->>(bet->>'currency'))::integer, (v_accepted->(idx::text)->>'request_id')::integer,
        bet->>'type', bet->>'status', bet->>'currency', (bet->>'stake')::bigint, (bet->>'odds')::integer, (bet->>'potential_win')::bigint,
        (bet->>'system_win_count')::smallint, (bet->>'system_total_count')::smallint, (bet->>'is_vip')::boolean,
        (bet->>'quick')::boolean, bet->>'device_id', (bet->>'accept_at')::timestamptz, now
      FROM input ORDER BY user_id, idx, position
      RETURNING id, ref, account_id, stake, created_at
    ), legs AS (
      INSERT INTO bet_selections (bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, snapshot)
      SELECT inserted.id, (leg.position - 1)::smallint, (leg.value->>'match_id')::integer, (leg.value->>'market_type_id')::integer,
        leg.value->>'specifier', leg.value->>'outcome_key', (leg.value->>'odds')::integer, leg.value->'snapshot'
      FROM inserted
        JOIN input ON input.bet->>'ref' = inserted.ref
        CROSS JOIN LATERAL jsonb_array_elements(input.bet->'selections') WITH ORDINALITY AS leg(value, position)
      RETURNING id, bet_id, position
    ), ledger AS (
      INSERT INTO ledger_entries (account_id, amount, balance_after, kind, reference, created_at)
      SELECT account_id, -stake, (v_start->>(account_id::text))::bigint - sum(stake) OVER (PARTITION BY account_id ORDER BY id),
        'bet_stake', 'bet:' || id, created_at
      FROM inserted ORDER BY id
    ), debited AS (
      UPDATE accounts SET balance = (v_start->>(accounts.id::text))::bigint - totals.total
      FROM (SELECT account_id, sum(stake) AS total FROM inserted GROUP BY account_id) AS totals
      WHERE accounts.id = ANY (v_ids) AND accounts.id = totals.account_id
    ), bets_of_job AS (
      SELECT input.idx, jsonb_agg(jsonb_build_object('ref', inserted.ref, 'id', inserted.id) ORDER BY inserted.id) AS bets
      FROM inserted JOIN input ON input.bet->>'ref' = inserted.ref GROUP BY input.idx
    ), legs_of_job AS (
      SELECT input.idx, jsonb_agg(jsonb_build_object('bet_id', legs.bet_id, 'position', legs.position, 'id', legs.id)) AS selections
      FROM legs JOIN inserted ON inserted.id = legs.bet_id JOIN input ON input.bet->>'ref' = inserted.ref GROUP BY input.idx
    )
    SELECT jsonb_object_agg(bets_of_job.idx::text, (v_accepted->(bets_of_job.idx::text)) || jsonb_build_object('bets', bets_of_job.bets, 'selections', coalesce(legs_of_job.selections, '[]')))
      INTO v_placed
      FROM bets_of_job LEFT JOIN legs_of_job USING (idx);
    v_placed := coalesce(v_placed, '{}');
  END IF;

  RETURN (SELECT jsonb_agg(
      CASE
        WHEN v_results ? (job->>'index') AND v_results->(job->>'index') ? 'of' THEN jsonb_build_object('kind', 'duplicate', 'bet_ids',
          (SELECT coalesce(jsonb_agg(placed->'id' ORDER BY (placed->>'id')::bigint), '[]') FROM jsonb_array_elements(v_placed->(v_results->(job->>'index')->>'of')->'bets') AS placed))
        WHEN v_results ? (job->>'index') THEN v_results->(job->>'index')
        ELSE coalesce(v_placed->(job->>'index'), v_accepted->(job->>'index') || '{"bets": [], "selections": []}')
      END ORDER BY (job->>'index')::integer)
    FROM jsonb_array_elements(p_jobs) AS job);
END
$$;
