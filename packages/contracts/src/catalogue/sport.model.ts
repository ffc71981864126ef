import type { Provider, SportType } from '@sportsbook/domain';
import type { SportDto } from './sport';

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
