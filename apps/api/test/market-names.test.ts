import { CHANNELS, marketsResponseSchema, matchesResponseSchema, PUBLIC_LANGUAGES, type MarketDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueNames } from '../src/modules/catalogue/names/catalogue-names';
import { MARKET_TERMS } from '../src/modules/catalogue/names/market-terms-table';
import { build, type TestContext } from './helper';

// Market and outcome names in the request's language (docs/languages.md "Market and outcome names").

describe('market and outcome names per language', () => {
  it('builds each of the feed patterns from the language terms, numbers and lines in place', () => {
    const german = catalogueNames('de').markets;
    expect(german.market('Both teams to score')).toBe('Beide Teams treffen');
    expect(german.market('Set 2 winner')).toBe(MARKET_TERMS.de!.setWinner.replace('{n}', '2'));
    expect(german.market('Goal 3')).toBe(MARKET_TERMS.de!.goal.replace('{n}', '3'));
    expect(german.outcome('Over 2.5')).toBe(MARKET_TERMS.de!.over.replace('{line}', '2.5'));
    expect(german.outcome('Under 215.5')).toBe(MARKET_TERMS.de!.under.replace('{line}', '215.5'));
    expect(german.outcome('Yes')).toBe('Ja');
    expect(german.market('Total (incl. overtime)')).toBe(`${MARKET_TERMS.de!.total} (${MARKET_TERMS.de!.inclOvertime})`);
    expect(german.market('Outright winner')).toBe(MARKET_TERMS.de!.outrightWinner);
    // Names that are the same in every language stay: the 1x2 market, handicap lines, scores, teams.
    for (const name of ['1x2', '1 (-1.5)', '2:1', 'X2', 'FC Example']) {
      expect(german.market(name)).toBe(name);
      expect(german.outcome(name)).toBe(name);
    }
    // A near miss of a pattern is not half translated.
    expect(german.market('Goal 3 scorer')).toBe('Goal 3 scorer');
    expect(german.outcome('Over the top')).toBe('Over the top');
    // English keeps the feed's names.
    expect(catalogueNames('en').markets.market('Set 2 winner')).toBe('Set 2 winner');
  });

  it('has every term in every public-channel language but English, none empty, placeholders exactly where they belong', () => {
    const languages = PUBLIC_LANGUAGES.filter((language) => language !== 'en');
    expect(Object.keys(MARKET_TERMS).sort()).toEqual([...languages].sort());
    const placeholders: Record<string, string> = { setWinner: '{n}', mapWinner: '{n}', goal: '{n}', over: '{line}', under: '{line}' };
    for (const [language, terms] of Object.entries(MARKET_TERMS)) {
      for (const [key, text] of Object.entries(terms as unknown as Record<string, string>)) {
        const where = `${language}.${key}`;
        expect(text.trim(), where).toBe(text);
        expect(text, where).not.toBe('');
        const placeholder = placeholders[key];
        expect(text.match(/\{[a-z]+\}/g) ?? [], where).toEqual(placeholder ? [placeholder] : []);
      }
    }
  });
});

describe('the API serves market and outcome names in the Accept-Language', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await build({ seed: 11 });
  });
  afterAll(async () => context.close());

  const get = (url: string, language?: string) => context.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
  const marketsOf = async (id: number, language?: string) => marketsResponseSchema.parse((await get(`/sportsbook/v1/matches/${id}/markets?limit=500`, language)).json()).data;

  /** Every market and outcome name the feed gives its open matches and outrights (English). */
  async function feedNames(): Promise<{ markets: Set<string>; outcomes: Set<string> }> {
    const { data } = matchesResponseSchema.parse((await get('/sportsbook/v1/matches?limit=500')).json());
    const names = { markets: new Set<string>(), outcomes: new Set<string>() };
    for (const match of data) {
      for (const market of await marketsOf(match.id)) {
        names.markets.add(market.name);
        // An outright's outcomes are its competitors: names, not words.
        if (match.type === 'match') for (const outcome of market.outcomes) names.outcomes.add(outcome.name);
      }
    }
    return names;
  }

  it("translates every name the feed gives that has words in it (a new pattern without terms fails here)", async () => {
    const { markets, outcomes } = await feedNames();
    expect(markets.size).toBeGreaterThan(5);
    // Russian writes every term in Cyrillic: a name still in Latin letters had no pattern. Words of
    // two letters or more are English words (a team's name is never a market or outcome name here).
    const russian = catalogueNames('ru').markets;
    const hasWords = (name: string) => /[A-Za-z]{2,}/.test(name.replace(/^1x2$/, ''));
    const untranslated = [
      ...[...markets].filter((name) => hasWords(name) && hasWords(russian.market(name))),
      ...[...outcomes].filter((name) => hasWords(name) && hasWords(russian.outcome(name))),
    ];
    expect(untranslated).toEqual([]);
  });

  it("names a match's markets and outcomes in the language, keeping ids, odds and the English without a header", async () => {
    const { data } = matchesResponseSchema.parse((await get('/sportsbook/v1/matches?sport_key=football&type=match&match_status=0&limit=20')).json());
    const match = data[0];
    if (!match) throw new Error('no prematch football match on the board');
    const english = await marketsOf(match.id);
    const german = await marketsOf(match.id, 'de-DE,de;q=0.9');
    const names = catalogueNames('de').markets;
    expect(german.map((market) => market.name)).toEqual(english.map((market) => names.market(market.name)));
    expect(german.map((market) => market.name)).toContain('Beide Teams treffen');
    const strip = (markets: MarketDto[]) => markets.map((market) => ({ ...market, name: '', outcomes: market.outcomes.map((outcome) => ({ ...outcome, name: '' })) }));
    expect(strip(german)).toEqual(strip(english));
    expect(german.flatMap((market) => market.outcomes.map((outcome) => outcome.name))).toEqual(
      english.flatMap((market) => market.outcomes.map((outcome) => names.outcome(outcome.name))));

    // A listing's top markets and a match by id are named the same way.
    const listed = matchesResponseSchema.parse((await get(`/sportsbook/v1/matches?id=${match.id}`, 'de')).json()).data[0];
    const top = listed?.top_markets.find((market) => market.name !== '1x2');
    if (top) expect(top.name).toBe(names.market(english.find((market) => market.id === top.id && market.specifier === top.specifier)?.name ?? ''));
    const byId = (await get(`/sportsbook/v1/matches/${match.id}`, 'ja')).json<{ data: { top_markets: MarketDto[] } }>().data;
    const japanese = catalogueNames('ja').markets;
    for (const market of byId.top_markets) {
      const seeded = english.find((candidate) => candidate.id === market.id && candidate.specifier === market.specifier);
      if (seeded) expect(market.name).toBe(japanese.market(seeded.name));
    }
  });

  it("publishes markets_changed on each language's public channel in that language, and on the match's channel as the feed names them", async () => {
    const seen: { channel: string; markets: MarketDto[] }[] = [];
    const stop = context.publisher.subscribe((channel, publication) => {
      if (publication.event_name === 'markets_changed') seen.push({ channel, markets: (publication.message as { markets: MarketDto[] }).markets });
    });
    const worded = (markets: MarketDto[]) => markets.some((market) => /[A-Za-z]{2,}/.test(market.name.replace(/^1x2$/, '')));
    try {
      for (let step = 0; step < 30 && !seen.some((entry) => worded(entry.markets)); step += 1) await context.app.simulator?.step(5_000);
    } finally {
      stop();
    }
    // One change is published on the match's channel first, then on each public channel.
    const index = seen.findIndex((entry) => entry.channel.startsWith('sportsbook:match:') && worded(entry.markets));
    if (index < 0) throw new Error('no markets_changed with worded market names in 30 steps');
    const english = seen[index]!.markets.map((market) => market.name);
    const on = (language: string) => seen.slice(index + 1).find((entry) => entry.channel === CHANNELS.public(language))?.markets.map((market) => market.name);
    expect(on('en')).toEqual(english);
    const german = english.map((name) => catalogueNames('de').markets.market(name));
    expect(on('de')).toEqual(german);
    expect(german).not.toEqual(english);
    expect(on('ar')).toEqual(english.map((name) => catalogueNames('ar').markets.market(name)));
  });
});
