import { LOCALE_ALIASES, PUBLIC_LANGUAGES, publicChannelLanguage, resolveLocale } from '@sportsbook/contracts';

/** The catalogue's own language: the seeded names. */
export const CATALOGUE_DEFAULT_LANGUAGE = 'en';

const publicLanguages = new Set(PUBLIC_LANGUAGES);

/** The public-channel language of one language tag (`de-AT` → de, `br` → pt, `no-NO` → nb), or null when not served. */
function languageOfTag(tag: string): string | null {
  const primary = (tag.split('-')[0] ?? '').toLowerCase();
  const language = publicChannelLanguage(resolveLocale(tag) ?? LOCALE_ALIASES[primary] ?? primary);
  return publicLanguages.has(language) ? language : null;
}

/**
 * The language a request's catalogue names are served in (spec core §7 accept-language; the
 * languages of the public channels, promotions §4): the served language the Accept-Language
 * header prefers most (by q, then order), else English. Ill-formed parts are skipped.
 */
export function catalogueLanguage(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return CATALOGUE_DEFAULT_LANGUAGE;
  // A request asks for it several times (the response cache's key, the route's names), and browsers
  // send the same few headers: each is parsed once.
  let language = parsed.get(value);
  if (language === undefined) {
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(value, (language = parse(value)));
  }
  return language;
}

const PARSED_MAX = 1_000;
const parsed = new Map<string, string>();

function parse(value: string): string {
  const ranked = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1]).find((found) => found !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(entry.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = languageOfTag(entry.tag);
    if (language !== null) return language;
  }
  return CATALOGUE_DEFAULT_LANGUAGE;
}
