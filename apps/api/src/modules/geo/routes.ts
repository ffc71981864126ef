import { geoSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryName, countryOf, isBlocked, type CountryRules } from './country';

/** GET /platform/geo: the visitor's country and whether it is blocked (the web app's /blocked page). */
export interface GeoRouteOptions {
  rules: CountryRules;
  /** The player-group checker (spec core §6), told to visitors so the web can send them on. */
  playerGroupCheck: { requiredGroup: string; redirectUrl: string } | null;
}

export const geoRoutes: FastifyPluginAsyncZod<GeoRouteOptions> = async (app, { rules, playerGroupCheck }) => {
  const groupCheck = playerGroupCheck && { required_group: playerGroupCheck.requiredGroup, redirect_url: playerGroupCheck.redirectUrl };
  app.get('/geo', { schema: { tags: ['platform'], summary: "The visitor's country", response: { 200: geoSchema } } }, (request) => {
    const code = countryOf(request, rules);
    return { country_code: code, country_name: code ? countryName(code) : null, blocked: isBlocked(code, rules), group_check: groupCheck };
  });
};
