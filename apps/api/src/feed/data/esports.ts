import type { SportDefinition } from './types';

/** Esports come from the oddin provider with sport type cyber (issue 2, spec core §3). */
const cyber = { type: 'cyber', provider: 'oddin', model: 'sets' } as const;

export const counterStrike: SportDefinition = {
  ...cyber, key: 'cs2', name: 'Counter-Strike 2', priority: 20,
  leagues: [
    {
      name: 'ESL Pro League', country: { name: 'International', code: null }, priority: 1, outright: true,
      teams: ['Natus Vincere', 'FaZe Clan', 'Team Vitality', 'G2 Esports', 'Team Spirit', 'MOUZ', 'Heroic', 'Astralis', 'Complexity', 'Eternal Fire', 'The MongolZ', 'Team Liquid'],
    },
    {
      name: 'CCT Europe', country: { name: 'Europe', code: null }, priority: 2,
      teams: ['ENCE', 'Apeks', 'BIG', 'Fnatic', 'Ninjas in Pyjamas', 'SAW', '9INE', 'Monte'],
    },
  ],
};

export const dota2: SportDefinition = {
  ...cyber, key: 'dota2', name: 'Dota 2', priority: 21,
  leagues: [
    {
      name: 'DreamLeague', country: { name: 'International', code: null }, priority: 1,
      teams: ['Team Spirit', 'Gaimin Gladiators', 'Team Falcons', 'Team Liquid', 'Tundra Esports', 'BetBoom Team', 'Xtreme Gaming', 'Aurora', 'Nouns', 'Talon Esports'],
    },
  ],
};

export const leagueOfLegends: SportDefinition = {
  ...cyber, key: 'lol', name: 'League of Legends', priority: 22,
  leagues: [
    {
      name: 'LEC', country: { name: 'Europe', code: null }, priority: 1,
      teams: ['G2 Esports', 'Fnatic', 'Team BDS', 'MAD Lions KOI', 'Team Vitality', 'SK Gaming', 'Team Heretics', 'Karmine Corp', 'GIANTX', 'Rogue'],
    },
    {
      name: 'LCK', country: { name: 'Korea', code: 'KR' }, priority: 2, outright: true,
      teams: ['T1', 'Gen.G', 'Hanwha Life Esports', 'Dplus KIA', 'KT Rolster', 'DRX', 'Kwangdong Freecs', 'Nongshim RedForce'],
    },
  ],
};
