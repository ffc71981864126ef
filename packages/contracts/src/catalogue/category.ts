import { z } from 'zod';
import { sportSchema, toSport, type Sport } from './sport';

/** Category, usually a country (spec core §3): id, slug, name, priority, country_code, sport. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: sportSchema,
});
export type CategoryDto = z.infer<typeof categorySchema>;

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
