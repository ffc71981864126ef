import { z } from 'zod';
import { PROVIDERS, SPORT_TYPES, type Provider, type SportType } from '@sportsbook/domain';

/** Sport (spec core §3): id, urn_id, key, name, priority, type, provider. */
export const sportSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: z.enum(SPORT_TYPES),
  provider: z.enum(PROVIDERS),
});
export type SportDto = z.infer<typeof sportSchema>;

export interface Sport {
  id: number;
  urnId: string;
  key: string;
  name: string;
  priority: number;
  type: SportType;
  provider: Provider;
}

export function toSport(dto: SportDto): Sport {
  return {
    id: dto.id,
    urnId: dto.urn_id,
    key: dto.key,
    name: dto.name,
    priority: dto.priority,
    type: dto.type,
    provider: dto.provider,
  };
}
