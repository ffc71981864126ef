import { categoriesResponseSchema, CHANNELS, matchesResponseSchema, sportsResponseSchema, tournamentsResponseSchema, type MatchDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLanguage } from '../src/modules/catalogue/names/catalogue-language';
import { catalogueNames } from '../src/modules/catalogue/names/catalogue-names';
import { CATEGORY_NAMES, SPORT_NAMES, TOURNAMENT_NAMES } from '../src/modules/catalogue/names/catalogue-translations';
import { build, type TestContext } from './helper';

// Catalogue names in the request's language (issue 24; docs/languages.md "Catalogue names").

describe('catalogueLanguage (Accept-Language → a public-channel language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['pt-BR', 'pt'],
    ['br', 'pt'],
    ['no-NO', 'nb'],
    ['tl', 'fil'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['sr-Latn-ME', 'sr'],
    ['xx, fr;q=0.5', 'fr'],
    ['en;q=0.1, ja;q=0.9', 'ja'],
    ['de;q=0, it', 'it'],
    ['*', 'en'],
    ['klingon', 'en'],
    ['de;q=abc', 'de'],
    ['<script>, ar', 'ar'],
  ])('%j → %s', (header, language) => {
    expect(catalogueLanguage(header)).toBe(language);
  });
});

describe('catalogue names per language', () => {
  it('keeps the seeded names in English and names regions through Intl in the language and script served', () => {
    const english = catalogueNames('en');
    expect(english.sport('football', 'Football')).toBe('Football');
    expect(english.category('US', 'USA')).toBe('USA');
    const german = catalogueNames('de');
    expect(german.sport('football', 'Football')).toBe('Fußball');
    expect(german.category('DE', 'Germany')).toBe('Deutschland');
    expect(german.category(null, 'ATP')).toBe('ATP');
    expect(german.sport('cs2', 'Counter-Strike 2')).toBe('Counter-Strike 2');
    // Serbian as Montenegro writes it (spec core §9: sr maps to sr-ME): Latin, never Cyrillic.
    const serbian = catalogueNames('sr');
    for (const name of [serbian.category('DE', 'Germany'), serbian.sport('football', 'Football'), serbian.category('GB-ENG', 'England')]) {
      expect(name).toMatch(/^[\p{Script=Latin}\s.'-]+$/u);
    }
    expect(catalogueNames('ja').category('DE', 'Germany')).toBe('ドイツ');
  });

  it('translates every listed sport, category and tournament into every language it lists, none empty or English', () => {
    for (const table of [SPORT_NAMES, CATEGORY_NAMES, TOURNAMENT_NAMES]) {
      for (const [key, byLanguage] of Object.entries(table)) {
        for (const [language, name] of Object.entries(byLanguage)) {
          expect(name.trim(), `${key} in ${language}`).not.toBe('');
          expect(name, `${key} in ${language}`).not.toBe(key);
          expect(language).not.toBe('en');
        }
      }
    }
  });
});

describe('the API serves catalogue names in the Accept-Language', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await build({ seed: 7 });
  });
  afterAll(async () => context.close());

  const get = (url: string, language?: string) => context.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('names sports, categories and tournaments in German, and in English without the header', async () => {
    const sportsIn = async (language?: string) => sportsResponseSchema.parse((await get('/sportsbook/v1/sports', language)).json()).data;
    expect((await sportsIn()).find((sport) => sport.key === 'football')?.name).toBe('Football');
    expect((await sportsIn('de-DE,de;q=0.9')).find((sport) => sport.key === 'football')?.name).toBe('Fußball');
    expect((await sportsIn('en-GB')).find((sport) => sport.key === 'ice-hockey')?.name).toBe('Ice Hockey');

    const categories = categoriesResponseSchema.parse((await get('/sportsbook/v1/categories?sport_key=football', 'de')).json()).data;
    const names = categories.map((category) => category.name);
    expect(names).toContain('Deutschland');
    expect(names).toContain(CATEGORY_NAMES.England?.de ?? 'England');
    expect(categories.every((category) => category.sport.name === 'Fußball')).toBe(true);
    // Slugs stay the catalogue's own: the pages' addresses are the same in every language.
    expect(categories.map((category) => category.slug)).toContain('germany');

    const champions = tournamentsResponseSchema.parse((await get('/sportsbook/v1/tournaments?sport_key=football', 'fr')).json()).data
      .find((tournament) => tournament.slug === 'uefa-champions-league');
    expect(champions?.name).toBe(TOURNAMENT_NAMES['UEFA Champions League']?.fr ?? 'UEFA Champions League');
    expect(champions?.sport.name).toBe(SPORT_NAMES.football?.fr ?? 'Football');
  });

  it('keeps one cached body per language, says Vary: accept-language, and re-renders each in its language after a change', async () => {
    const url = '/sportsbook/v1/matches?match_status=1&sport_key=football&limit=50';
    const sportOf = (body: string) => matchesResponseSchema.parse(JSON.parse(body)).data[0]?.sport.name;
    const german = await get(url, 'de');
    const english = await get(url);
    expect(sportOf(german.body)).toBe('Fußball');
    expect(sportOf(english.body)).toBe('Football');
    expect(german.headers.vary).toBe('accept-language');
    expect(german.headers.etag).not.toBe(english.headers.etag);
    const again = await get(url, 'de;q=1');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(german.body);
    expect((await get(url, 'en-US')).body).toBe(english.body);

    // A step changes the live listing: it is re-rendered in German, for the German entry.
    await context.app.simulator?.step(30_000);
    const changed = await get(url, 'de');
    expect(changed.body).not.toBe(german.body);
    expect(changed.body).toBe((await get(`${url}&now=1`, 'de')).body);
    expect(sportOf(changed.body)).toBe('Fußball');
  });

  it('names a match page, its tournament and category in the language', async () => {
    const [match] = matchesResponseSchema.parse((await get('/sportsbook/v1/matches?sport_key=football&type=match&limit=100')).json()).data
      .filter((candidate) => /^[A-Z]{2}$/.test(candidate.tournament.category.country_code ?? ''));
    if (!match) throw new Error('no football match of a country on the board');
    const { data } = (await get(`/sportsbook/v1/matches/${match.id}`, 'ja')).json<{ data: MatchDto }>();
    expect(data.sport.name).toBe(SPORT_NAMES.football?.ja);
    expect(data.tournament.category.name).toBe(new Intl.DisplayNames(['ja'], { type: 'region' }).of(match.tournament.category.country_code ?? ''));
    expect(data.tournament.category.name).not.toBe(match.tournament.category.name);
    expect(data.tournament.name).toBe(TOURNAMENT_NAMES[match.tournament.name]?.ja ?? match.tournament.name);
    expect(data.name).toBe(match.name);
  });

  it('finds a league by its name in the language searched in, and names it so', async () => {
    const russian = TOURNAMENT_NAMES['UEFA Champions League']?.ru;
    if (!russian) throw new Error('no Russian name of the Champions League');
    const term = russian.split(' ').find((word) => word.length >= 5) ?? russian;
    const found = (await get(`/sportsbook/v1/search?q=${encodeURIComponent(term)}`, 'ru')).json<{ data: { tournaments: { name: string }[] } }>();
    expect(found.data.tournaments.map((tournament) => tournament.name)).toContain(russian);
    // The seeded name still finds it, in any language; another language's name does not.
    const english = (await get('/sportsbook/v1/search?q=Champions', 'ru')).json<{ data: { tournaments: { name: string }[] } }>();
    expect(english.data.tournaments.map((tournament) => tournament.name)).toContain(russian);
    const elsewhere = (await get(`/sportsbook/v1/search?q=${encodeURIComponent(term)}`, 'de')).json<{ data: { tournaments: unknown[] } }>();
    expect(elsewhere.data.tournaments).toEqual([]);
  });

  it("publishes a match on each language's public channel in that language, and on the match's channel as seeded", async () => {
    const seen: { channel: string; match: MatchDto }[] = [];
    const stop = context.publisher.subscribe((channel, publication) => {
      if (publication.event_name === 'match_changed') seen.push({ channel, match: (publication.message as { match: MatchDto }).match });
    });
    try {
      for (let step = 0; step < 20 && !seen.some((entry) => entry.match.sport.key === 'football'); step += 1) await context.app.simulator?.step(5_000);
    } finally {
      stop();
    }
    const football = seen.filter((entry) => entry.match.sport.key === 'football');
    const id = football[0]?.match.id;
    const on = (channel: string) => football.find((entry) => entry.match.id === id && entry.channel === channel)?.match;
    expect(on(CHANNELS.public('de'))?.sport.name).toBe('Fußball');
    expect(on(CHANNELS.public('ar'))?.sport.name).toBe(SPORT_NAMES.football?.ar);
    expect(on(CHANNELS.public('en'))?.sport.name).toBe('Football');
    expect(on(CHANNELS.match(id ?? 0))?.sport.name).toBe('Football');
  });
});
