/**
 * Test-provider cookie and provider availability (spec core §5 "Provider cookie format: pairs
 * type:provider separated by |; anything else is ignored"; "Betting is enabled only if at least
 * one provider status is active").
 * Choice: a malformed or unknown pair is skipped on its own; the valid pairs still count; a
 * repeated sport type keeps its first provider.
 */
import { PROVIDERS, SPORT_TYPES, type Provider, type SportType } from '../catalogue/statuses';

export type ProviderBySportType = Partial<Record<SportType, Provider>>;

function isSportType(value: string): value is SportType {
  return (SPORT_TYPES as readonly string[]).includes(value);
}

function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

/** "cyber:oddin|regular:betradar" → { cyber: 'oddin', regular: 'betradar' }. */
export function parseProviderCookie(value: string | null | undefined): ProviderBySportType {
  const result: ProviderBySportType = {};
  for (const pair of (value ?? '').split('|')) {
    const parts = pair.trim().split(':');
    if (parts.length !== 2) continue;
    const [type = '', provider = ''] = parts;
    if (isSportType(type) && isProvider(provider) && result[type] === undefined) result[type] = provider;
  }
  return result;
}

/** Writes the cookie value back: "type:provider|…". */
export function formatProviderCookie(providers: ProviderBySportType): string {
  return SPORT_TYPES.flatMap((type) => (providers[type] === undefined ? [] : [`${type}:${providers[type]}`])).join('|');
}

/** Betting is enabled only if at least one provider status is active. */
export function isBettingEnabled(activeByProvider: Readonly<Partial<Record<Provider, boolean>>>): boolean {
  return PROVIDERS.some((provider) => activeByProvider[provider] === true);
}
