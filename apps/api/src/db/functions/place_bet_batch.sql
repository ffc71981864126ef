/*
 * place_bet_batch(p_jobs jsonb) RETURNS jsonb: bet placement, many placements per round trip, in
 * one transaction (issue 6; called by modules/bets/repository.ts through the group-commit batcher,
 * db/batcher.ts). Set-based: a batch costs a fixed handful of statements whatever its size.
 *
 * Each job is one POST /v3/bets of one player, already validated and priced by the API:
 * {index, user_id, key (Idempotency-Key or null), now, session_hash, auto_accept, bets: [{ref, type,
 * status, currency, stake, odds, potential_win, system_win_count, system_total_count, is_vip, quick,
 * device_id, accept_at, bonus (null, or {issued_id, kind, version, country, verified, money: cash |
 * bonus, stored}), selections: [{match_id, market_type_id, specifier, outcome_key, odds,
 * match_status, snapshot}]}]}.
 *
 * 1. Every account the batch debits is locked in one statement, in id order (concurrent batches,
 *    settlement and the wallet lock accounts in id order too). Then, in a new snapshot after the
 *    locks, each one's balance is read and its ledger checked: the cached balance must equal the
 *    running balance (balance_after) of its latest ledger entry.
 * 2. The book is checked again after the locks: each leg's outcome must still be offered (market
 *    open, outcome active) at the price the API validated, with its match in the status and under
 *    the provider it was validated with. A leg that moved or closed makes its job {kind: stale}:
 *    nothing written, the API validates it again against the book as it is now. The legs are taken
 *    out into arrays first and checked from unnest() (planned as a few rows: one lookup per leg
 *    through the unique indexes of markets and outcomes and matches' primary key; joined straight
 *    out of the nested jsonb the planner counted a million legs and scanned the book).
 * 3. So is the context the API validated in (it may validate from modules/bets/context-cache.ts):
 *    the bearer's session must still exist, belong to the user and be alive at the job's `now`,
 *    the player must not be pve, and the acceptance-mode setting must be the one validated with;
 *    otherwise {kind: stale_context}: nothing written, the API reads the context afresh.
 * 3b. The issued bonuses the bets carry (issue 20) are locked after the accounts (id order; every
 *    writer of issued bonuses locks the accounts first) and read in a new snapshot: owner, kind,
 *    uses left, whether open (not closed, active, campaign active and started, not expired at the
 *    job's `now`), the campaign's version and the player's country and verification.
 * 4. The jobs are decided one after another in user order, as if each ran alone, on the running
 *    balances and the bonuses' uses left (in memory). The Idempotency-Key is claimed first (an INSERT per keyed job; a retry
 *    racing its original waits on the key's unique index and answers the original's bets:
 *    {kind: duplicate, bet_ids}, or {kind: duplicate, of: <index of an earlier job of this batch>}).
 *    Then per currency in order: a missing account refuses the job ({kind: refused, reason:
 *    no_account, currency}), a running balance below the job's total stake too (reason:
 *    insufficient), a broken ledger answers {kind: ledger_mismatch, account_id}. A free bet's stake
 *    (bonus money = bonus) needs no cash. Then each bet's bonus in bet order: not this player's or
 *    another kind ({kind: refused, reason: bonus, bet: <position>, detail: unknown}), not open
 *    (detail: closed), no use left, a racing placement having taken it (detail: used); a campaign
 *    changed since validation or a player's condition changed answers {kind: stale} (validated
 *    again). A refused job writes nothing, debits nothing and withdraws its claim, so a later retry
 *    may place it.
 * 4b. A player with wager or loss limits (users.bet_limits, validated with as `bet_limits`: a flag
 *    changed since answers {kind: stale_context}) has their limits in force (user_limits, stored
 *    active, type wager or loss) and counters (bet_limit_counters) read once per batch, after the
 *    locks, only when a job of the batch says so: players without limits pay nothing more. Per
 *    currency, a job whose cash stake would take the period's stakes (wager) or stakes minus
 *    returns (loss) past a limit is refused ({kind: refused, reason: limit, limit: {id, type,
 *    period, amount, used, currency}}); an accepted job adds its cash stake to the counters of its
 *    limits' periods in memory (a counter of an older window starts again from zero), so the jobs
 *    of a batch are counted one after the other, and the counters are written once at the end.
 * 5. The accepted jobs are written together in one statement: their bets (ids in user, job and bet
 *    order, drawn from the sequences with the input so nothing is joined back), selections, one
 *    ledger entry per bet (kind bet_stake, reference bet:<id>, amount -stake, balance_after the
 *    account's running balance in bet id order) and each touched account's balance. A free bet's
 *    stake is a bonus-money entry instead (kind freebet_stake, money bonus, balance_after the cash
 *    balance unchanged); each bet's bonus marker is stored on the bet and its issued bonus's
 *    times_used grows by the bets that used it. One `bets_placed` event {bet_ids} for the whole
 *    batch goes to the events table (issue 23): jackpots, and whatever else follows a placement,
 *    are applied from it after the commit by the event worker (ARCHITECTURE §10).
 *
 * Answer: {answers: [per job, in index order: {kind: placed, request_id, accounts, balances} | one
 * of the refusals above], bets: [[job index, ref, bet id] ...], selections: [[bet id, position,
 * selection id] ...]}. plan_cache_mode force_generic_plan: the statements are planned once per
 * connection; every one reaches its rows through an index or its own input.
 */
CREATE OR REPLACE FUNCTION place_bet_batch(p_jobs jsonb) RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_users integer[];
  v_currencies text[];
  v_pairs text[];
  v_slots text[];             -- the locked accounts, position by position: 'user_id:currency' …
  v_ids integer[];            -- … id …
  v_running bigint[];         -- … running balance …
  v_consistent boolean[];     -- … and whether the cached balance matched the ledger
  v_start jsonb;              -- account id -> balance before the batch
  v_job record;
  v_need jsonb;
  v_at integer;
  v_slot text;
  v_refusal jsonb;
  v_accounts jsonb;
  v_balances jsonb;
  v_request_id integer;
  v_claimed text[] := '{}';
  v_claimed_by integer[] := '{}';
  v_answers jsonb := '{}';    -- job index -> answer
  v_placed integer[] := '{}'; -- indexes of the accepted jobs
  v_touched integer[] := '{}';
  v_new_balances bigint[] := '{}';
  v_written jsonb := '{"bets": [], "selections": []}';
  v_stale integer[];
  v_leg_jobs integer[];
  v_leg_matches integer[];
  v_leg_types integer[];
  v_leg_specifiers text[];
  v_leg_keys text[];
  v_leg_odds integer[];
  v_leg_statuses integer[];
  v_leg_providers text[];
  v_job_indexes integer[];
  v_job_users integer[];
  v_job_sessions text[];
  v_job_modes text[];
  v_job_nows timestamptz[];
  v_outdated integer[];
  v_bonus_ids integer[];
  v_bonuses jsonb := '{}';    -- issued bonus id -> {user_id, kind, version, country, verified, open, expires_at, valid_from}
  v_left jsonb := '{}';       -- issued bonus id -> uses left after the jobs accepted so far
  v_job_left jsonb;
  v_use jsonb;
  v_bonus jsonb;
  v_job_limits boolean[];
  v_limited integer[];        -- the players whose jobs say they have wager or loss limits
  v_limits jsonb := '{}';     -- 'user_id:currency' -> [{id, type, period, amount}] in force
  v_counters jsonb := '{}';   -- 'user_id:currency:period' -> [window_start, staked, returned]
  v_job_counters jsonb;
  v_counted text[] := '{}';   -- counters the accepted jobs changed
  v_job_counted text[];
  v_limit jsonb;
  v_counter jsonb;
  v_window timestamptz;
  v_used bigint;
BEGIN
  SELECT array_agg(DISTINCT (job->>'user_id')::integer), array_agg(DISTINCT bet->>'currency'), array_agg(DISTINCT (job->>'user_id') || ':' || (bet->>'currency'))
    INTO v_users, v_currencies, v_pairs
    FROM jsonb_array_elements(p_jobs) AS job, jsonb_array_elements(job->'bets') AS bet;

  PERFORM 1 FROM accounts
    WHERE user_id = ANY (v_users) AND currency = ANY (v_currencies) AND user_id || ':' || currency = ANY (v_pairs)
    ORDER BY id FOR UPDATE;

  -- A new snapshot, after the locks: balances and ledgers as the last writer left them.
  SELECT coalesce(array_agg(a.user_id || ':' || a.currency), '{}'), coalesce(array_agg(a.id), '{}'), coalesce(array_agg(a.balance), '{}'),
         coalesce(array_agg(coalesce((SELECT l.balance_after FROM ledger_entries l WHERE l.account_id = a.id ORDER BY l.id DESC LIMIT 1), 0) = a.balance), '{}'),
         coalesce(jsonb_object_agg(a.id::text, a.balance), '{}')
    INTO v_slots, v_ids, v_running, v_consistent, v_start
    FROM accounts a
    WHERE a.user_id = ANY (v_users) AND a.currency = ANY (v_currencies) AND a.user_id || ':' || a.currency = ANY (v_pairs);

  -- Jobs with a leg no longer offered as validated: the legs as arrays first (unnest is planned
  -- as a few rows, so each leg is one index lookup whatever the size of the book).
  SELECT array_agg((job->>'index')::integer), array_agg((leg->>'match_id')::integer), array_agg((leg->>'market_type_id')::integer),
         array_agg(leg->>'specifier'), array_agg(leg->>'outcome_key'), array_agg((leg->>'odds')::integer), array_agg((leg->>'match_status')::integer),
         array_agg(leg->'snapshot'->>'provider')
    INTO v_leg_jobs, v_leg_matches, v_leg_types, v_leg_specifiers, v_leg_keys, v_leg_odds, v_leg_statuses, v_leg_providers
    FROM jsonb_array_elements(p_jobs) AS job, jsonb_array_elements(job->'bets') AS bet, jsonb_array_elements(bet->'selections') AS leg;
  SELECT coalesce(array_agg(DISTINCT leg.job), '{}')
    INTO v_stale
    FROM unnest(v_leg_jobs, v_leg_matches, v_leg_types, v_leg_specifiers, v_leg_keys, v_leg_odds, v_leg_statuses, v_leg_providers)
        AS leg(job, match_id, type_id, specifier, outcome_key, odds, match_status, provider)
      LEFT JOIN markets mk ON mk.match_id = leg.match_id AND mk.type_id = leg.type_id AND mk.specifier = leg.specifier
      LEFT JOIN outcomes o ON o.market_id = mk.id AND o.outcome_key = leg.outcome_key
      LEFT JOIN matches m ON m.id = mk.match_id
    WHERE o.id IS NULL OR NOT o.active OR mk.status <> 1 OR o.odds <> leg.odds OR m.status <> leg.match_status
      OR m.provider IS DISTINCT FROM leg.provider;

  -- Jobs validated in a context that no longer holds: the session, the pve flag, the setting.
  SELECT array_agg((job->>'index')::integer), array_agg((job->>'user_id')::integer), array_agg(job->>'session_hash'),
         array_agg(job->>'auto_accept'), array_agg((job->>'now')::timestamptz), array_agg(coalesce((job->>'bet_limits')::boolean, false))
    INTO v_job_indexes, v_job_users, v_job_sessions, v_job_modes, v_job_nows, v_job_limits
    FROM jsonb_array_elements(p_jobs) AS job;
  SELECT coalesce(array_agg(j.idx), '{}')
    INTO v_outdated
    FROM unnest(v_job_indexes, v_job_users, v_job_sessions, v_job_modes, v_job_nows, v_job_limits) AS j(idx, user_id, session_hash, auto_accept, now, bet_limits)
      LEFT JOIN sessions s ON s.id_hash = j.session_hash AND s.user_id = j.user_id AND s.expires_at > j.now
      LEFT JOIN users u ON u.id = j.user_id
      LEFT JOIN user_settings us ON us.user_id = j.user_id
    WHERE s.id_hash IS NULL OR u.id IS NULL OR u.pve OR us.auto_accept_odds_change IS DISTINCT FROM j.auto_accept
      OR u.bet_limits IS DISTINCT FROM j.bet_limits;

  -- Wager and loss limits and their counters, only for the players whose jobs say they have some.
  SELECT coalesce(array_agg(DISTINCT j.user_id), '{}') INTO v_limited
    FROM unnest(v_job_users, v_job_limits) AS j(user_id, bet_limits) WHERE j.bet_limits;
  IF cardinality(v_limited) > 0 THEN
    SELECT coalesce(jsonb_object_agg(x.slot, x.limits), '{}') INTO v_limits
      FROM (SELECT l.user_id || ':' || l.currency AS slot,
          jsonb_agg(jsonb_build_object('id', l.id, 'type', l.type, 'period', l.period, 'amount', l.amount) ORDER BY l.id) AS limits
        FROM user_limits l
        WHERE l.user_id = ANY (v_limited) AND l.type IN ('wager', 'loss') AND l.status = 'active'
        GROUP BY 1) AS x;
    SELECT coalesce(jsonb_object_agg(c.user_id || ':' || c.currency || ':' || c.period, jsonb_build_array(c.window_start, c.staked, c.returned)), '{}')
      INTO v_counters
      FROM bet_limit_counters c WHERE c.user_id = ANY (v_limited);
  END IF;

  -- The issued bonuses the bets carry: locked after the accounts, read in a new snapshot.
  SELECT coalesce(array_agg(DISTINCT (bet->'bonus'->>'issued_id')::integer), '{}')
    INTO v_bonus_ids
    FROM jsonb_array_elements(p_jobs) AS job, jsonb_array_elements(job->'bets') AS bet
    WHERE jsonb_typeof(bet->'bonus') = 'object';
  IF cardinality(v_bonus_ids) > 0 THEN
    PERFORM 1 FROM issued_bonuses WHERE id = ANY (v_bonus_ids) ORDER BY id FOR UPDATE;
    SELECT coalesce(jsonb_object_agg(ib.id::text, jsonb_build_object('user_id', ib.user_id, 'kind', ib.kind, 'version', c.version,
        'country', u.country, 'verified', u.phone_verified_at IS NOT NULL,
        'open', ib.closed_at IS NULL AND ib.is_active AND c.status = 'active', 'expires_at', ib.expires_at, 'valid_from', c.valid_from)), '{}'),
      coalesce(jsonb_object_agg(ib.id::text, ib.uses_count - ib.times_used), '{}')
      INTO v_bonuses, v_left
      FROM issued_bonuses ib JOIN bonus_campaigns c ON c.id = ib.campaign_id JOIN users u ON u.id = ib.user_id
      WHERE ib.id = ANY (v_bonus_ids);
  END IF;

  FOR v_job IN
    SELECT (job->>'index')::integer AS idx, (job->>'user_id')::integer AS user_id, job->>'key' AS key, (job->>'now')::timestamptz AS now,
      coalesce((SELECT jsonb_agg(jsonb_build_array(need.currency, need.total) ORDER BY need.currency)
        FROM (SELECT bet->>'currency' AS currency, sum(CASE WHEN bet->'bonus'->>'money' = 'bonus' THEN 0 ELSE (bet->>'stake')::bigint END) AS total
          FROM jsonb_array_elements(job->'bets') AS bet GROUP BY 1) AS need), '[]') AS needs,
      (SELECT jsonb_agg(bet.value->'bonus' || jsonb_build_object('bet', bet.position - 1) ORDER BY bet.position)
        FROM jsonb_array_elements(job->'bets') WITH ORDINALITY AS bet(value, position) WHERE jsonb_typeof(bet.value->'bonus') = 'object') AS bonuses
    FROM jsonb_array_elements(p_jobs) AS job
    ORDER BY 2, 1
  LOOP
    v_refusal := NULL;
    v_accounts := '{}';
    v_balances := '{}';
    IF v_job.idx = ANY (v_outdated) THEN
      v_refusal := jsonb_build_object('kind', 'stale_context');
    ELSIF v_job.idx = ANY (v_stale) THEN
      v_refusal := jsonb_build_object('kind', 'stale');
    END IF;

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

    v_job_counters := v_counters;
    v_job_counted := '{}';
    IF v_refusal IS NULL THEN
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
        -- The wager and loss limits of this currency, on the counters after the jobs accepted so far.
        FOR v_limit IN SELECT value FROM jsonb_array_elements(coalesce(v_limits->(v_job.user_id || ':' || (v_need->>0)), '[]'))
        LOOP
          v_slot := v_job.user_id || ':' || (v_need->>0) || ':' || (v_limit->>'period');
          -- The calendar window of the period (UTC day, ISO week, month), as the domain's limitWindow.
          v_window := date_trunc(v_limit->>'period', v_job.now AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
          v_counter := v_job_counters->v_slot;
          IF v_counter IS NULL OR (v_counter->>0)::timestamptz <> v_window THEN
            v_counter := jsonb_build_array(v_window, 0, 0);
          END IF;
          v_used := CASE WHEN v_limit->>'type' = 'wager' THEN (v_counter->>1)::bigint ELSE (v_counter->>1)::bigint - (v_counter->>2)::bigint END;
          IF (v_need->>1)::bigint > 0 AND v_used + (v_need->>1)::bigint > (v_limit->>'amount')::bigint THEN
            v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'limit', 'limit', v_limit || jsonb_build_object('used', v_used, 'currency', v_need->>0));
            EXIT;
          END IF;
          IF NOT v_slot = ANY (v_job_counted) THEN
            v_job_counters := v_job_counters || jsonb_build_object(v_slot, jsonb_build_array(v_window, (v_counter->>1)::bigint + (v_need->>1)::bigint, (v_counter->>2)::bigint));
            v_job_counted := array_append(v_job_counted, v_slot);
          END IF;
        END LOOP;
        EXIT WHEN v_refusal IS NOT NULL;
        v_accounts := v_accounts || jsonb_build_object(v_need->>0, v_ids[v_at]);
        v_balances := v_balances || jsonb_build_object(v_need->>0, v_running[v_at] - (v_need->>1)::bigint);
      END LOOP;
    END IF;
    -- Each bet's bonus, in bet order, on the uses left after the jobs accepted before this one.
    v_job_left := v_left;
    IF v_refusal IS NULL AND v_job.bonuses IS NOT NULL THEN
      FOR i IN 0 .. jsonb_array_length(v_job.bonuses) - 1 LOOP
        v_use := v_job.bonuses->i;
        v_bonus := v_bonuses->(v_use->>'issued_id');
        IF v_bonus IS NULL OR (v_bonus->>'user_id')::integer <> v_job.user_id OR v_bonus->>'kind' <> v_use->>'kind' THEN
          v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'bonus', 'bet', v_use->'bet', 'detail', 'unknown');
        ELSIF (v_bonus->>'version')::integer <> (v_use->>'version')::integer OR v_bonus->'country' IS DISTINCT FROM v_use->'country'
          OR v_bonus->'verified' IS DISTINCT FROM v_use->'verified' THEN
          v_refusal := jsonb_build_object('kind', 'stale');
        ELSIF NOT (v_bonus->>'open')::boolean OR (v_bonus->>'expires_at')::timestamptz <= v_job.now OR (v_bonus->>'valid_from')::timestamptz > v_job.now THEN
          v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'bonus', 'bet', v_use->'bet', 'detail', 'closed');
        ELSIF (v_job_left->>(v_use->>'issued_id'))::integer < 1 THEN
          v_refusal := jsonb_build_object('kind', 'refused', 'reason', 'bonus', 'bet', v_use->'bet', 'detail', 'used');
        END IF;
        EXIT WHEN v_refusal IS NOT NULL;
        v_job_left := jsonb_set(v_job_left, ARRAY[v_use->>'issued_id'], to_jsonb((v_job_left->>(v_use->>'issued_id'))::integer - 1));
      END LOOP;
    END IF;
    -- A refused placement withdraws its claim: the key stays free for a retry.
    IF v_refusal IS NOT NULL AND v_request_id IS NOT NULL THEN
      DELETE FROM bet_requests WHERE id = v_request_id;
      v_claimed := v_claimed[1:cardinality(v_claimed) - 1];
      v_claimed_by := v_claimed_by[1:cardinality(v_claimed_by) - 1];
    END IF;

    IF v_refusal IS NOT NULL THEN
      v_answers := v_answers || jsonb_build_object(v_job.idx::text, v_refusal);
      CONTINUE;
    END IF;
    FOR i IN 0 .. jsonb_array_length(v_job.needs) - 1 LOOP
      v_need := v_job.needs->i;
      v_at := array_position(v_slots, v_job.user_id || ':' || (v_need->>0));
      v_running[v_at] := v_running[v_at] - (v_need->>1)::bigint;
    END LOOP;
    v_left := v_job_left;
    IF cardinality(v_job_counted) > 0 THEN
      v_counters := v_job_counters;
      v_counted := v_counted || v_job_counted;
    END IF;
    v_placed := array_append(v_placed, v_job.idx);
    v_answers := v_answers || jsonb_build_object(v_job.idx::text, jsonb_build_object('kind', 'placed', 'request_id', v_request_id, 'accounts', v_accounts, 'balances', v_balances));
  END LOOP;

  IF cardinality(v_placed) > 0 THEN
    FOR i IN 1 .. cardinality(v_ids) LOOP
      IF v_running[i] <> (v_start->>(v_ids[i]::text))::bigint THEN
        v_touched := array_append(v_touched, v_ids[i]);
        v_new_balances := array_append(v_new_balances, v_running[i]);
      END IF;
    END LOOP;

    -- Ids in user, job and bet order, drawn here: the inserts below return nothing.
    WITH input AS MATERIALIZED (
      SELECT ordered.*, nextval('bets_id_seq') AS bet_id
      FROM (
        SELECT (job->>'index')::integer AS idx, (job->>'user_id')::integer AS user_id, (job->>'now')::timestamptz AS now, bet.value AS bet, bet.position
        FROM jsonb_array_elements(p_jobs) AS job CROSS JOIN LATERAL jsonb_array_elements(job->'bets') WITH ORDINALITY AS bet(value, position)
        WHERE (job->>'index')::integer = ANY (v_placed)
        ORDER BY 2, 1, 5
      ) AS ordered
    ), staked AS MATERIALIZED (
      SELECT input.*, (v_answers->(idx::text)->'accounts'->>(bet->>'currency'))::integer AS account_id, (bet->>'stake')::bigint AS stake,
        coalesce(bet->'bonus'->>'money' = 'bonus', false) AS free_stake
      FROM input
    ), legs AS MATERIALIZED (
      SELECT input.bet_id, (leg.position - 1)::smallint AS position, leg.value AS leg, nextval('bet_selections_id_seq') AS id
      FROM input CROSS JOIN LATERAL jsonb_array_elements(input.bet->'selections') WITH ORDINALITY AS leg(value, position)
    ), bets_written AS (
      INSERT INTO bets (id, ref, user_id, account_id, request_id, type, status, currency, stake, odds, potential_win,
        system_win_count, system_total_count, bonus, is_vip, quick, device_id, accept_at, created_at)
      SELECT bet_id, bet->>'ref', user_id, account_id, (v_answers->(idx::text)->>'request_id')::integer,
        bet->>'type', bet->>'status', bet->>'currency', stake, (bet->>'odds')::integer, (bet->>'potential_win')::bigint,
        (bet->>'system_win_count')::smallint, (bet->>'system_total_count')::smallint,
        CASE WHEN jsonb_typeof(bet->'bonus') = 'object' THEN bet->'bonus'->'stored' END, (bet->>'is_vip')::boolean,
        (bet->>'quick')::boolean, bet->>'device_id', (bet->>'accept_at')::timestamptz, now
      FROM staked
    ), legs_written AS (
      INSERT INTO bet_selections (id, bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, snapshot)
      SELECT id, bet_id, position, (leg->>'match_id')::integer, (leg->>'market_type_id')::integer,
        leg->>'specifier', leg->>'outcome_key', (leg->>'odds')::integer, leg->'snapshot'
      FROM legs
    ), ledger AS (
      INSERT INTO ledger_entries (account_id, amount, balance_after, kind, reference, money, created_at)
      SELECT account_id, -stake, (v_start->>(account_id::text))::bigint - sum(CASE WHEN free_stake THEN 0 ELSE stake END) OVER (PARTITION BY account_id ORDER BY bet_id),
        CASE WHEN free_stake THEN 'freebet_stake' ELSE 'bet_stake' END, 'bet:' || bet_id, CASE WHEN free_stake THEN 'bonus' ELSE 'cash' END, now
      FROM staked ORDER BY bet_id
    ), used AS (
      UPDATE issued_bonuses SET times_used = issued_bonuses.times_used + uses.count
      FROM (SELECT (bet->'bonus'->>'issued_id')::integer AS id, count(*)::integer AS count FROM staked WHERE jsonb_typeof(bet->'bonus') = 'object' GROUP BY 1) AS uses
      WHERE issued_bonuses.id = uses.id
    ), debited AS (
      UPDATE accounts SET balance = touched.balance
      FROM unnest(v_touched, v_new_balances) AS touched(id, balance)
      WHERE accounts.id = touched.id
    ), placed_event AS (
      INSERT INTO events (kind, payload, created_at)
      SELECT 'bets_placed', jsonb_build_object('bet_ids', jsonb_agg(bet_id ORDER BY bet_id)), min(now) FROM input
    )
    SELECT jsonb_build_object(
      'bets', (SELECT jsonb_agg(jsonb_build_array(idx, bet->>'ref', bet_id)) FROM input),
      'selections', (SELECT coalesce(jsonb_agg(jsonb_build_array(bet_id, position, id)), '[]') FROM legs))
      INTO v_written;

    IF cardinality(v_counted) > 0 THEN
      INSERT INTO bet_limit_counters (user_id, currency, period, window_start, staked, returned)
      SELECT split_part(c.slot, ':', 1)::integer, split_part(c.slot, ':', 2), split_part(c.slot, ':', 3),
        (v_counters->c.slot->>0)::timestamptz, (v_counters->c.slot->>1)::bigint, (v_counters->c.slot->>2)::bigint
      FROM (SELECT DISTINCT unnest(v_counted) AS slot) AS c
      ON CONFLICT (user_id, currency, period) DO UPDATE
        SET window_start = excluded.window_start, staked = excluded.staked, returned = excluded.returned;
    END IF;
  END IF;

  RETURN jsonb_build_object(
    'answers', (SELECT jsonb_agg(v_answers->(job->>'index') ORDER BY (job->>'index')::integer) FROM jsonb_array_elements(p_jobs) AS job),
    'bets', v_written->'bets',
    'selections', v_written->'selections');
END
$$;
