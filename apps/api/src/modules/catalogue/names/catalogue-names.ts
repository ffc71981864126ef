import { CATALOGUE_DEFAULT_LANGUAGE } from './catalogue-language';
import { CATEGORY_NAMES, SPORT_NAMES, TOURNAMENT_NAMES, type NameTable } from './catalogue-translations';
import { marketNames, type MarketNames } from './market-names';
import { MARKET_TERMS } from './market-terms-table';
import { intlLocaleOf } from '@sportsbook/contracts';

/**
 * The names of sports, categories and tournaments in one language (docs/languages.md, "Catalogue
 * names"). English is the catalogue's own: every name as seeded. Another language takes the
 * translation tables, and a category with an ISO 3166 country code the region's name from
 * Intl.DisplayNames, markets and outcomes the market terms; anything without a translation keeps
 * its English name.
 */
export interface CatalogueNames {
  readonly language: string;
  /** True for English: every name is the seeded one, nothing to replace. */
  readonly seeded: boolean;
  sport(key: string, name: string): string;
  category(countryCode: string | null, name: string): string;
  tournament(name: string): string;
  /** The seeded (English) names of the tournaments whose name in this language contains `term` (search). */
  tournamentsContaining(term: string): string[];
  /** Market and outcome names (market-names.ts). */
  readonly markets: MarketNames;
}

const ISO_REGION = /^[A-Z]{2}$/;

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([intlLocaleOf(language)], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

const translated = (table: NameTable, key: string, language: string, name: string): string => table[key]?.[language] ?? name;

function namesOf(language: string): CatalogueNames {
  if (language === CATALOGUE_DEFAULT_LANGUAGE) {
    return {
      language, seeded: true, sport: (_key, name) => name, category: (_code, name) => name, tournament: (name) => name,
      tournamentsContaining: () => [], markets: marketNames(undefined),
    };
  }
  const regions = regionNames(language);
  return {
    language,
    seeded: false,
    sport: (key, name) => translated(SPORT_NAMES, key, language, name),
    category: (countryCode, name) => {
      const listed = CATEGORY_NAMES[name]?.[language];
      if (listed !== undefined) return listed;
      return (countryCode !== null && ISO_REGION.test(countryCode) ? regions?.of(countryCode) : undefined) ?? name;
    },
    tournament: (name) => translated(TOURNAMENT_NAMES, name, language, name),
    tournamentsContaining: (term) => {
      const wanted = term.toLocaleLowerCase(language);
      return Object.entries(TOURNAMENT_NAMES)
        .filter(([, byLanguage]) => byLanguage[language]?.toLocaleLowerCase(language).includes(wanted))
        .map(([name]) => name);
    },
    markets: marketNames(MARKET_TERMS[language]),
  };
}

const byLanguage = new Map<string, CatalogueNames>();

/** The names of one public-channel language (catalogueLanguage); built once per language. */
export function catalogueNames(language: string): CatalogueNames {
  let names = byLanguage.get(language);
  if (!names) byLanguage.set(language, (names = namesOf(language)));
  return names;
}
