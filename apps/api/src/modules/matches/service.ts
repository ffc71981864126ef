import { buildPagination, type MarketDto, type PaginationDto, type MarketsQuery, type MatchDto, type MatchesQuery, type MatchTrackerDto, type StatisticsDto } from '@sportsbook/contracts';
import { parseMatchSort } from '@sportsbook/domain';
import { trackerOfState } from '../../feed/tracker/track-step';
import { OPEN_STATUSES } from './cache-tags';
import type { MatchFilter, MatchesRepository, MatchRow } from './repository';
import { toMarketDto, toMatchDto } from './serialize';


export class MatchesService {
  constructor(
    private readonly repository: MatchesRepository,
    /** A player's favourite match ids, for `favourite=true` (modules/favourites). */
    private readonly favouriteMatchIds: (userId: number) => Promise<number[]> = async () => [],
  ) {}

  /** GET /matches for `userId` (null: a visitor, whose favourites list is empty). */
  async listFor(query: MatchesQuery, userId: number | null) {
    if (query.favourite !== true) return this.list(query);
    return this.list(query, userId === null ? [] : await this.favouriteMatchIds(userId));
  }

  /**
   * A page of matches. `favourite=true` narrows it to `favouriteIds`, the caller's favourite
   * matches (none for a visitor); like the board, without a status filter it lists the ones that
   * can still be bet on or watched.
   */
  async list(query: MatchesQuery, favouriteIds: readonly number[] = []): Promise<{ data: MatchDto[]; pagination: PaginationDto }> {
    if (query.favourite === true) {
      const ids = favouriteIds.filter((id) => !query.id || query.id.includes(id));
      if (ids.length === 0) return { data: [], pagination: buildPagination(0, query.page, query.limit) };
      return this.list({ ...query, favourite: undefined, id: ids, match_status: query.match_status ?? [...OPEN_STATUSES] });
    }
    const filter: MatchFilter = {
      ...(query.id ? { ids: query.id } : {}),
      ...(query.type ? { types: query.type } : {}),
      ...(query.sport_key !== undefined ? { sportKey: query.sport_key } : {}),
      ...(query.sport_type !== undefined ? { sportType: query.sport_type } : {}),
      ...(query.category_id ? { categoryIds: query.category_id } : {}),
      ...(query.tournament_id ? { tournamentIds: query.tournament_id } : {}),
      ...(query.match_status ? { statuses: query.match_status } : query.id ? {} : { statuses: [...OPEN_STATUSES] }),
      ...(query.start_from !== undefined ? { startFrom: new Date(query.start_from) } : {}),
      ...(query.start_to !== undefined ? { startTo: new Date(query.start_to) } : {}),
      ...(query.bettable !== undefined ? { bettable: query.bettable } : {}),
      ...(query.has_video !== undefined ? { hasVideo: query.has_video } : {}),
    };
    const sort = query.sort_by ? parseMatchSort(query.sort_by) ?? [] : [{ field: 'start_time' as const, direction: 'asc' as const }];
    const { rows, total } = await this.repository.page({
      filter,
      sort,
      ...(query.max_per_sport !== undefined ? { maxPerSport: query.max_per_sport } : {}),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { data: await this.withTopMarkets(rows), pagination: buildPagination(total, query.page, query.limit) };
  }

  async byId(id: number): Promise<MatchDto | null> {
    const row = await this.repository.byId(id);
    if (!row) return null;
    const [match] = await this.withTopMarkets([row]);
    return match ?? null;
  }

  /** Null when the match does not exist; markets page as the spec's fetch-all (limit 500, §9). */
  async markets(id: number, query: MarketsQuery) {
    const row = await this.repository.byId(id);
    if (!row) return null;
    const all = await this.repository.markets([id], {
      ...(query.group_key !== undefined ? { groupKey: query.group_key } : {}),
      ...(query.market_id ? { typeIds: query.market_id } : {}),
    });
    const start = (query.page - 1) * query.limit;
    const data: MarketDto[] = all.slice(start, start + query.limit).map((market) => toMarketDto(market, row.urnId));
    return { data, pagination: buildPagination(all.length, query.page, query.limit) };
  }

  async statistics(id: number): Promise<{ data: StatisticsDto | null } | null> {
    const row = await this.repository.statistics(id);
    return row ? { data: row.statistics } : null;
  }

  /** The live tracker (issue 25): the play-by-play and running statistics; data null when the simulator has no state for it (not in play, or settled). */
  async tracker(id: number): Promise<{ data: MatchTrackerDto | null } | null> {
    const row = await this.repository.feedState(id);
    return row ? { data: trackerOfState(id, row.state) } : null;
  }

  async broadcastState(id: number): Promise<{ status: number; hasVideo: boolean } | null> {
    return this.repository.broadcastState(id);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.repository.statistics(id)) !== null;
  }

  async withTopMarkets(rows: MatchRow[]): Promise<MatchDto[]> {
    const top = await this.repository.markets(rows.map((row) => row.id), { topOnly: true });
    return rows.map((row) => toMatchDto(row, top.filter((market) => market.matchId === row.id)));
  }
}
