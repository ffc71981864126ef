/**
 * The two icon sets of GET /fe-api/icons.svg (spec core §7 "Icons"): general and sport, drawn on a
 * 24 × 24 grid in currentColor, so that they take the colour of their text. Each entry is the inside
 * of one <symbol>; its id is `general-{name}` or `sport-{sport key}`.
 */
const stroke = 'fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"';

export const GENERAL_ICONS: Readonly<Record<string, string>> = {
  search: `<g ${stroke}><circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 21 21"/></g>`,
  star: `<path ${stroke} d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"/>`,
  bell: `<g ${stroke}><path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z"/><path d="M10 20.5a2 2 0 0 0 4 0"/></g>`,
  person: `<g ${stroke}><circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/></g>`,
  live: `<g ${stroke}><circle cx="12" cy="12" r="2.5" fill="currentColor"/><path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14"/></g>`,
  chevron: `<path ${stroke} d="M9 5l7 7-7 7"/>`,
};

export const SPORT_ICONS: Readonly<Record<string, string>> = {
  football: `<g ${stroke}><circle cx="12" cy="12" r="9"/><path d="M12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5zM12 3v4.5M15.8 10.3l4.4-1.5M14.3 14.8l2.7 3.7M9.7 14.8 7 18.5M8.2 10.3 3.8 8.8"/></g>`,
  basketball: `<g ${stroke}><circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8"/></g>`,
  tennis: `<g ${stroke}><circle cx="12" cy="12" r="9"/><path d="M5.3 6a9 9 0 0 1 0 12M18.7 6a9 9 0 0 0 0 12"/></g>`,
  'ice-hockey': `<g ${stroke}><path d="M6 3l6.5 13.5H18a1.5 1.5 0 0 1 0 3h-7L4 4.5"/><ellipse cx="18" cy="12.5" rx="3" ry="1.5"/></g>`,
  volleyball: `<g ${stroke}><circle cx="12" cy="12" r="9"/><path d="M12 3a9 9 0 0 1 4.5 8.5M12 12l7.8 4.5M12 12l-7.8 4.5M12 12V3M7 5.5A9 9 0 0 0 12 12M4.2 16.5A9 9 0 0 1 16.5 11.5"/></g>`,
  'table-tennis': `<g ${stroke}><path d="M14.5 4.5a5.5 5.5 0 0 1 0 7.8l-3.2 3.2-4.8-4.8 3.2-3.2a5.5 5.5 0 0 1 4.8-3z"/><path d="M6.5 10.7 3 14.2l1.8 1.8M11.3 15.5 7.8 19l-1.8-1.8"/><circle cx="19" cy="17" r="2"/></g>`,
  cricket: `<g ${stroke}><path d="M4 20l2-2M6 18l10-10 2 2-10 10zM16 8l3-3"/><circle cx="18" cy="17" r="2.2"/></g>`,
  esports: `<g ${stroke}><path d="M7 8h10a4 4 0 0 1 4 4.5l-.6 3.5a2 2 0 0 1-3.4 1l-2-2H9l-2 2a2 2 0 0 1-3.4-1L3 12.5A4 4 0 0 1 7 8z"/><path d="M8 11v3M6.5 12.5h3"/><circle cx="15.5" cy="11.5" r=".6" fill="currentColor"/><circle cx="17" cy="13.5" r=".6" fill="currentColor"/></g>`,
  sport: `<g ${stroke}><circle cx="12" cy="9" r="5"/><path d="M9 13.5 7.5 21l4.5-2.5 4.5 2.5-1.5-7.5"/></g>`,
};

/** Sport keys drawn with a shared icon (the e-sports titles), and the icon of any other sport. */
const SPORT_ALIASES: Readonly<Record<string, string>> = { cs2: 'esports', dota2: 'esports', lol: 'esports' };

/** The symbol id of a sport's icon in the sprite. */
export function sportIconId(sportKey: string): string {
  const key = SPORT_ALIASES[sportKey] ?? sportKey;
  return `sport-${key in SPORT_ICONS ? key : 'sport'}`;
}
