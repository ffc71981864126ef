/** A country's name in the page's language from its ISO 3166-1 alpha-2 code; null when unknown. */
export function countryName(code: string | undefined, locale: string): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    return name ?? null;
  } catch {
    return null;
  }
}
