import { geoSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryName, countryOf, isBlocked, type CountryRules } from './country';

/** GET /platform/geo: the visitor's country and whether it is blocked (the web app's /blocked page). */
export const geoRoutes: FastifyPluginAsyncZod<{ rules: CountryRules }> = async (app, { rules }) => {
  app.get('/geo', { schema: { tags: ['platform'], summary: "The visitor's country", response: { 200: geoSchema } } }, (request) => {
    const code = countryOf(request, rules);
    return { country_code: code, country_name: code ? countryName(code) : null, blocked: isBlocked(code, rules) };
  });
};
