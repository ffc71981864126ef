/*
 * placement_context(...) RETURNS json: everything a batch of placements reads before the API
 * validates them, in one statement (issue 6; modules/bets/repository.ts): which of their sessions
 * are alive (session hash, user id), the placing players (id, pve, language, acceptance-mode
 * setting, whether they have wager or loss limits) and the book lines asked for (as BetsRepository's BookOutcome, names of home and away
 * only). It replaces three statements and one round trip per batch (the bearer's session check,
 * the player, the book). Arrays, not rows, so that one value carries all three lists.
 */
CREATE OR REPLACE FUNCTION placement_context(p_session_hashes text[], p_now timestamptz, p_user_ids integer[],
  p_match_ids integer[], p_type_ids integer[], p_specifiers text[], p_outcome_keys text[]) RETURNS json
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  -- Planned once per connection: each list is driven from its input through a unique index
  -- (sessions, users, markets by match + type + specifier, outcomes by market + key), so the plan
  -- holds whatever the number of keys and the size of the tables.
  RETURN json_build_array(
    (SELECT coalesce(json_agg(json_build_array(s.id_hash, s.user_id)), '[]')
      FROM unnest(p_session_hashes) AS wanted(id_hash) JOIN sessions s ON s.id_hash = wanted.id_hash
      WHERE s.expires_at > p_now),
    (SELECT coalesce(json_agg(json_build_array(u.id, u.pve, u.language, us.auto_accept_odds_change, u.bet_limits)), '[]')
      FROM unnest(p_user_ids) AS wanted(id) JOIN users u ON u.id = wanted.id LEFT JOIN user_settings us ON us.user_id = u.id),
    (SELECT coalesce(json_agg(json_build_array(m.id, m.status, m.type, m.slug, m.urn_id, m.provider, sp.key, coalesce(m.home->>'name', m.name), coalesce(m.away->>'name', ''),
        t.name, m.start_time, mk.type_id, mk.specifier, mk.name, mk.status, o.outcome_key, o.name, o.active, o.odds)), '[]')
      FROM unnest(p_match_ids, p_type_ids, p_specifiers, p_outcome_keys) AS wanted(match_id, type_id, specifier, outcome_key)
        JOIN markets mk ON mk.match_id = wanted.match_id AND mk.type_id = wanted.type_id AND mk.specifier = wanted.specifier
        JOIN outcomes o ON o.market_id = mk.id AND o.outcome_key = wanted.outcome_key
        JOIN matches m ON m.id = mk.match_id
        JOIN sports sp ON sp.id = m.sport_id
        JOIN tournaments t ON t.id = m.tournament_id));
END
$$;
