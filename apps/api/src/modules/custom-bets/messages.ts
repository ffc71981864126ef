import { catalogueLanguage } from '../catalogue/names/catalogue-language';
import { SERVER_TEXTS, type ServerTextKey, type TextLanguage } from './messages.texts';

/**
 * A request's language for the server's own texts: one of the public languages (PUBLIC_LANGUAGES,
 * e.g. `de`, `pt`, `zh`), as serverLanguage answers it. A plain string: a text table without the
 * language answers in English (textsIn), and callers that pass it on as a `locale` (bonus terms,
 * lootboxes) fall back to English the same way.
 */
export type ServerLanguage = string;

/**
 * The language of the server's texts for an Accept-Language header (or a stored locale such as
 * `pt-BR`): the same rule as the catalogue's names (catalogueLanguage: the most preferred served
 * language by q, `br` → pt, `no` → nb, `tl` → fil, `zh-*` → zh; else English).
 */
export function serverLanguage(acceptLanguage: string | string[] | undefined): ServerLanguage {
  return catalogueLanguage(acceptLanguage);
}

/** The language a server text table answers `language` in: itself when the table has it, else English. */
export function textLanguage(table: Readonly<Record<TextLanguage, unknown>>, language: ServerLanguage): TextLanguage {
  return Object.hasOwn(table, language) ? (language as TextLanguage) : 'en';
}

/** One language's entry of a server text table, English when the table has none for it. */
export function textsIn<T>(table: Readonly<Record<TextLanguage, T>>, language: ServerLanguage): T {
  return table[textLanguage(table, language)];
}

/** Server texts sent as localized_message (spec core §8: shown when present, the builder rethrows them). */
export function serverText(language: ServerLanguage, key: ServerTextKey): string {
  return textsIn(SERVER_TEXTS, language)[key];
}
