import type { TournamentDto } from './tournament';
import { toCategory, type Category } from './category.model';
import type { Sport } from './sport.model';

export interface Tournament {
  id: number;
  urnId: string;
  slug: string;
  name: string;
  priority: number;
  category: Omit<Category, 'sport'>;
  sport: Sport;
  mainMarketOutcomeCount: number;
  secondaryMarketOutcomeCount: number;
}

export function toTournament(dto: TournamentDto): Tournament {
  const { sport, ...category } = toCategory({ ...dto.category, sport: dto.sport });
  return {
    id: dto.id,
    urnId: dto.urn_id,
    slug: dto.slug,
    name: dto.name,
    priority: dto.priority,
    category,
    sport,
    mainMarketOutcomeCount: dto.main_market_outcome_count,
    secondaryMarketOutcomeCount: dto.secondary_market_outcome_count,
  };
}
