import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '@sportsbook/contracts';
import { HttpError } from '../../plugins/errors';

export interface CountryRules {
  countryHeader: string | null;
  countryOverride: string | null;
  blockedCountries: string[];
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The visitor's ISO country: the override, else the trusted proxy header, else unknown. */
export function countryOf(request: FastifyRequest, rules: CountryRules): string | null {
  if (rules.countryOverride) return rules.countryOverride;
  if (!rules.countryHeader) return null;
  const value = request.headers[rules.countryHeader];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

export function isBlocked(country: string | null, rules: CountryRules): boolean {
  return country !== null && rules.blockedCountries.includes(country);
}

/** Sign-in and sign-up are refused from configured countries (spec core §5). */
export function assertCountryAllowed(request: FastifyRequest, rules: CountryRules): string | null {
  const country = countryOf(request, rules);
  if (country !== null && isBlocked(country, rules)) {
    const name = countryName(country);
    throw new HttpError(403, ACCOUNT_ERROR_CODES.countryBlocked, `Sorry, we're not available in ${name} right now.`, { country_code: country, country_name: name });
  }
  return country;
}
