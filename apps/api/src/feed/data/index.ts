import { counterStrike, dota2, leagueOfLegends } from './esports';
import { football } from './football';
import { basketball, cricket, iceHockey, tableTennis, tennis, volleyball } from './other-sports';
import type { SportDefinition } from './types';

export type { LeagueDefinition, ModelKind, SportDefinition } from './types';

/** Every sport the simulator offers, in menu order (issue 2: at least 8). */
export const SPORT_DEFINITIONS: readonly SportDefinition[] = [
  football,
  tennis,
  basketball,
  iceHockey,
  volleyball,
  tableTennis,
  cricket,
  counterStrike,
  dota2,
  leagueOfLegends,
];
