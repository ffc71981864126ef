import type { CategoryDto } from './category';
import { toSport, type Sport } from './sport.model';

export interface Category {
  id: number;
  slug: string;
  name: string;
  priority: number;
  countryCode: string | null;
  sport: Sport;
}

export function toCategory(dto: CategoryDto): Category {
  return {
    id: dto.id,
    slug: dto.slug,
    name: dto.name,
    priority: dto.priority,
    countryCode: dto.country_code,
    sport: toSport(dto.sport),
  };
}
