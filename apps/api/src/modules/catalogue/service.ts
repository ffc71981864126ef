import { buildPagination, type CategoryDto, type SportDto, type TournamentDto } from '@sportsbook/contracts';
import type { CatalogueRepository } from './repository';
import { toCategoryDto, toSportDto, toTournamentDto } from './serialize';

/** Catalogue lists are short (tens of rows): one page holds them all. */
const whole = <T>(data: T[]) => ({ data, pagination: buildPagination(data.length, 1, Math.max(1, data.length)) });

export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  async sports(): Promise<{ data: SportDto[]; pagination: ReturnType<typeof buildPagination> }> {
    return whole((await this.repository.listSports()).map(toSportDto));
  }

  async categories(filter: { sport_key?: string | undefined; sport_id?: number | undefined }) {
    const rows = await this.repository.listCategories({
      ...(filter.sport_key !== undefined ? { sportKey: filter.sport_key } : {}),
      ...(filter.sport_id !== undefined ? { sportId: filter.sport_id } : {}),
    });
    return whole(rows.map(toCategoryDto));
  }

  async category(id: number): Promise<CategoryDto | null> {
    const [row] = await this.repository.listCategories({ id });
    return row ? toCategoryDto(row) : null;
  }

  async tournaments(filter: { sport_key?: string | undefined; category_id?: number | undefined }) {
    const rows = await this.repository.listTournaments({
      ...(filter.sport_key !== undefined ? { sportKey: filter.sport_key } : {}),
      ...(filter.category_id !== undefined ? { categoryId: filter.category_id } : {}),
    });
    return whole(rows.map(toTournamentDto));
  }

  async tournament(id: number): Promise<TournamentDto | null> {
    const [row] = await this.repository.listTournaments({ ids: [id] });
    return row ? toTournamentDto(row) : null;
  }

  /** The tournaments of `ids` that exist, in the catalogue's order (a player's favourites). */
  async tournamentsByIds(ids: number[]) {
    return whole(ids.length === 0 ? [] : (await this.repository.listTournaments({ ids })).map(toTournamentDto));
  }
}
